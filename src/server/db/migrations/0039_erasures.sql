CREATE TABLE "erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_ref" uuid NOT NULL,
	"erased_by" text NOT NULL,
	"actor_id" uuid,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasures_erased_by" CHECK (erased_by IN ('retention', 'admin', 'candidate'))
);
--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasures_company_idx" ON "erasures" USING btree ("company_id","created_at");