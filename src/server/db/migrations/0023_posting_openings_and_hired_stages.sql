ALTER TABLE "pipeline_stages" DROP CONSTRAINT "pipeline_stages_phase_is_chosen";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "openings" integer;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_phase_is_chosen" CHECK (phase <> 'Offer Declined');--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_openings_positive" CHECK (openings > 0);