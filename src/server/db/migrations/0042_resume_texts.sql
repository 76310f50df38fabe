CREATE TABLE "resume_texts" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"searchable" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_texts_status_check" CHECK ("resume_texts"."status" IN ('extracted', 'no_text', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "resume_texts" ADD CONSTRAINT "resume_texts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_texts" ADD CONSTRAINT "resume_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_texts_company_idx" ON "resume_texts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "resume_texts_searchable_idx" ON "resume_texts" USING gin ("searchable");