ALTER TABLE "outbox" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;