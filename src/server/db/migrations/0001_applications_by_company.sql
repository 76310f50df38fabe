CREATE UNIQUE INDEX "postings_id_company_key" ON "postings" USING btree ("id","company_id");--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "applications" a SET "company_id" = p."company_id" FROM "postings" p WHERE p."id" = a."posting_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_company_fk" FOREIGN KEY ("posting_id","company_id") REFERENCES "public"."postings"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_posting_id_postings_id_fk";--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "applications_candidate_created_idx";--> statement-breakpoint
CREATE INDEX "applications_candidate_created_idx" ON "applications" USING btree ("candidate_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "postings_company_idx";--> statement-breakpoint
CREATE INDEX "postings_company_idx" ON "postings" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
DROP INDEX "postings_open_idx";--> statement-breakpoint
CREATE INDEX "postings_open_idx" ON "postings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","city") WHERE deleted_at IS NULL AND is_active;
