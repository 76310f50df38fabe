CREATE TABLE "used_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "default_application_form" SET DEFAULT 'quick';--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "application_form" SET DEFAULT 'quick';--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "email_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");