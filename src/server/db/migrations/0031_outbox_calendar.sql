ALTER TABLE "outbox" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar_ics" text;