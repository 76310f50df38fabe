ALTER TABLE "outbox" ADD COLUMN "secret" text;--> statement-breakpoint
-- Codes stored as a bare SHA-256 could be reversed from a dump in seconds: every open one is voided, and the mails
-- that carried a code, all void now, keep no readable code.
UPDATE "password_resets" SET "closed_at" = now() WHERE "closed_at" IS NULL;--> statement-breakpoint
UPDATE "outbox"
SET "text_body" = regexp_replace("text_body", 'code is [0-9]{6}', 'code is ••••••'),
    "html_body" = regexp_replace("html_body", '<strong>[0-9]{6}</strong>', '<strong>••••••</strong>'),
    "state" = CASE WHEN "state" = 'pending' THEN 'expired' ELSE "state" END
WHERE "subject" = 'Your Openhire password reset code';
