ALTER TYPE "public"."notification_kind" ADD VALUE 'candidate_message';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'message_bounced';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "messages" boolean;--> statement-breakpoint
ALTER TABLE "posting_notification_settings" ADD COLUMN "messages" boolean DEFAULT true NOT NULL;