ALTER TABLE "status_changes" ADD COLUMN "seen_status" "application_status";--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "seen_stage_id" uuid;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "seen_offer_file_id" uuid;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "shown_to_candidate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_seen_offer_file_id_files_id_fk" FOREIGN KEY ("seen_offer_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;