DROP INDEX "applications_company_created_idx";--> statement-breakpoint
DROP INDEX "applications_company_status_created_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_name_lower" text GENERATED ALWAYS AS (lower(first_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_name_lower" text GENERATED ALWAYS AS (lower(last_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"posting_id","first_name_lower","last_name_lower");--> statement-breakpoint
CREATE INDEX "applications_company_status_created_idx" ON "applications" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"posting_id","first_name_lower","last_name_lower");