CREATE TYPE "public"."application_form" AS ENUM('full', 'quick');--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "country" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "deadline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_application_form" "application_form" DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quick_form_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "question_details" jsonb;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "application_form" "application_form" DEFAULT 'full' NOT NULL;--> statement-breakpoint
DROP TYPE "public"."country";