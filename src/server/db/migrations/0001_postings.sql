CREATE TYPE "public"."application_status" AS ENUM('Application Submitted', 'Under Review', 'Interview Scheduled', 'Under Evaluation', 'Offer Sent', 'Offer Accepted', 'Offer Declined', 'Not Selected');--> statement-breakpoint
CREATE TYPE "public"."country" AS ENUM('USA', 'UK', 'Canada');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'Application Submitted' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"city" text NOT NULL,
	"country" "country" NOT NULL,
	"posting_date" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"soft_skills" text[] NOT NULL,
	"technical_skills" text[] NOT NULL,
	"questions" text[] NOT NULL,
	"recruiter_name" text NOT NULL,
	"recruiter_email" text NOT NULL,
	"about_company" text NOT NULL,
	"about_job" text NOT NULL,
	"qualification" text NOT NULL,
	"key_requirements" text NOT NULL,
	"nice_to_have" text DEFAULT '' NOT NULL,
	"other_remarks" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_posting_candidate_key" ON "applications" USING btree ("posting_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_posting_created_idx" ON "applications" USING btree ("posting_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_candidate_created_idx" ON "applications" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_company_idx" ON "postings" USING btree ("company_id","created_at" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "postings_open_idx" ON "postings" USING btree ("created_at" DESC NULLS LAST) WHERE deleted_at IS NULL AND is_active;