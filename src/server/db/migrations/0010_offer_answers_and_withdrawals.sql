ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "changed_by_role" "role" DEFAULT 'recruiter' NOT NULL;