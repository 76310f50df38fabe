ALTER TABLE "files" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unattached_uploads_idx" ON "files" USING btree ("created_at") WHERE "files"."purpose" IS NOT NULL AND "files"."attached_at" IS NULL;