CREATE TYPE "public"."scorecard_rating" AS ENUM('strong_no', 'no', 'yes', 'strong_yes');--> statement-breakpoint
CREATE TYPE "public"."scorecard_state" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."scorecard_visibility" AS ENUM('after_own', 'always', 'never');--> statement-breakpoint
CREATE TABLE "posting_stage_scorecard_templates" (
	"posting_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	CONSTRAINT "posting_stage_scorecard_templates_posting_id_stage_id_pk" PRIMARY KEY("posting_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scorecard_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" "scorecard_rating",
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_changes_kind" CHECK (kind IN ('submitted', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "scorecard_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_template_versions_version" CHECK (version >= 1)
);
--> statement-breakpoint
CREATE TABLE "scorecard_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shipped" text,
	"archived_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"interview_id" uuid,
	"template_version_id" uuid NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommendation" "scorecard_rating",
	"summary" text DEFAULT '' NOT NULL,
	"state" "scorecard_state" DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_author_key" UNIQUE NULLS NOT DISTINCT("author_id","application_id","interview_id"),
	CONSTRAINT "scorecards_submitted" CHECK ((state = 'submitted') = (submitted_at IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "scorecard_visibility" "scorecard_visibility" DEFAULT 'after_own' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "scorecard_template_id" uuid;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD COLUMN "scorecard_template_id" uuid;--> statement-breakpoint
ALTER TABLE "posting_stage_scorecard_templates" ADD CONSTRAINT "posting_stage_scorecard_templates_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_stage_scorecard_templates" ADD CONSTRAINT "posting_stage_scorecard_templates_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_stage_scorecard_templates" ADD CONSTRAINT "posting_stage_scorecard_templates_template_id_scorecard_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_changes" ADD CONSTRAINT "scorecard_changes_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_template_versions" ADD CONSTRAINT "scorecard_template_versions_template_id_scorecard_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_template_versions" ADD CONSTRAINT "scorecard_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_templates" ADD CONSTRAINT "scorecard_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_template_version_id_scorecard_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."scorecard_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_changes_scorecard_idx" ON "scorecard_changes" USING btree ("scorecard_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_template_versions_key" ON "scorecard_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "scorecard_templates_company_idx" ON "scorecard_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_templates_shipped_key" ON "scorecard_templates" USING btree ("company_id","shipped");--> statement-breakpoint
CREATE INDEX "scorecards_application_idx" ON "scorecards" USING btree ("application_id","state","recommendation");--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_scorecard_template_id_scorecard_templates_id_fk" FOREIGN KEY ("scorecard_template_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_scorecard_template_id_scorecard_templates_id_fk" FOREIGN KEY ("scorecard_template_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE set null ON UPDATE no action;