CREATE TYPE "public"."interview_answer" AS ENUM('pending', 'accepted', 'declined', 'proposed');--> statement-breakpoint
CREATE TYPE "public"."interview_kind" AS ENUM('phone', 'video', 'on_site', 'technical', 'panel', 'other');--> statement-breakpoint
CREATE TYPE "public"."interview_status" AS ENUM('scheduled', 'cancelled', 'completed');--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"answer" "interview_answer" DEFAULT 'pending' NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "interview_interviewers_interview_id_member_id_pk" PRIMARY KEY("interview_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"picked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" "interview_kind" NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_url" text,
	"candidate_note" text DEFAULT '' NOT NULL,
	"status" "interview_status" DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"candidate_answer" "interview_answer" DEFAULT 'pending' NOT NULL,
	"candidate_message" text,
	"candidate_answered_at" timestamp with time zone,
	"scheduled_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration" CHECK (duration_minutes BETWEEN 15 AND 480),
	CONSTRAINT "interviews_booked_times" CHECK ((starts_at IS NULL) = (ends_at IS NULL) AND (starts_at IS NULL OR ends_at > starts_at)),
	CONSTRAINT "interviews_sequence" CHECK (sequence >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "interviewer_emails_to_candidates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_interviewers_member_idx" ON "interview_interviewers" USING btree ("member_id","interview_id") WHERE removed_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_start_key" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_one_pick_key" ON "interview_slots" USING btree ("interview_id") WHERE picked_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" USING btree ("company_id","starts_at") WHERE status = 'scheduled';