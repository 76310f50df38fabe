ALTER TABLE "pipeline_stages" ADD COLUMN "no_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_status_change_idx" ON "outbox" USING btree ("status_change_id") WHERE status_change_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_template_or_no_email" CHECK (NOT (no_email AND email_template_id IS NOT NULL));