-- Added without a default first, so that every application sent until now is left for the duplicates' backfill;
-- each application sent from now on is looked at as it is sent.
ALTER TABLE "applications" ADD COLUMN "duplicates_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "duplicates_checked_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "applications_duplicates_unchecked_idx" ON "applications" USING btree ("id") WHERE "applications"."duplicates_checked_at" IS NULL;
