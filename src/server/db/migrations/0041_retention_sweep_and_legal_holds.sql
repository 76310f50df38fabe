CREATE TABLE "legal_holds" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone,
	"placed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_states" (
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"quarantined_at" timestamp with time zone,
	"erase_after" timestamp with time zone,
	"restored_at" timestamp with time zone,
	CONSTRAINT "retention_states_company_id_candidate_id_pk" PRIMARY KEY("company_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_states" ADD CONSTRAINT "retention_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_states" ADD CONSTRAINT "retention_states_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_states_erase_idx" ON "retention_states" USING btree ("erase_after");