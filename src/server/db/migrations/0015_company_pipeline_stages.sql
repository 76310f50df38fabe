CREATE TABLE "pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phase" "application_status" NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_stages_phase_is_chosen" CHECK (phase NOT IN ('Offer Accepted', 'Offer Declined'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "from_stage" text;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "to_stage" text;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_stages_company_idx" ON "pipeline_stages" USING btree ("company_id","position");--> statement-breakpoint
-- Every company starts with one stage for each status a company may choose, named as the status, and each
-- application is in the stage of its status (an answered offer in the Offer Sent stage) since its last change.
INSERT INTO "pipeline_stages" ("company_id", "name", "phase", "position")
	SELECT c.id, s.phase, s.phase::"application_status", s.position
	FROM "companies" c CROSS JOIN (VALUES ('Application Submitted', 0), ('Under Review', 1), ('Interview Scheduled', 2),
		('Under Evaluation', 3), ('Offer Sent', 4), ('Not Selected', 5)) AS s(phase, position);--> statement-breakpoint
UPDATE "applications" a SET "stage_id" = st.id, "stage_entered_at" = a.updated_at
	FROM "pipeline_stages" st
	WHERE st.company_id = a.company_id
	  AND st.phase = CASE WHEN a.status IN ('Offer Accepted', 'Offer Declined') THEN 'Offer Sent' ELSE a.status END;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "stage_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_posting_stage_idx" ON "applications" USING btree ("posting_id","stage_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- A stage's name shows in each of its applications' rows of the company's list.
CREATE TRIGGER "pipeline_stages_list_changed" AFTER UPDATE ON "pipeline_stages"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
