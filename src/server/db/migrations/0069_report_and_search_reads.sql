-- A search ranks every match by its own fields: kept in the row itself, they are read with it. Stored out of line, as
-- PostgreSQL moves any wide value when a row passes 2 kB, ranking 30,000 matches took four buffer reads each through
-- the TOAST table's index (1.6 s at the million, 64 ms inline; decision 110). The resume's words stay out of
-- line. Rows written before keep their out-of-line value until rewritten, which the update does.
ALTER TABLE "applications" ALTER COLUMN "search_fields" SET STORAGE MAIN;
--> statement-breakpoint
UPDATE "applications" SET "search_fields" = "search_fields" || ''::tsvector;
--> statement-breakpoint
-- The company's list index also holds what a report's cohort reads (its stage, status, source, withdrawal and
-- quarantine), so that a report counts and reads 30,000 applications from one range of it, not their rows.
DROP INDEX "applications_company_created_idx";
--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree
  ("company_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST, "posting_id", "first_name_lower", "last_name_lower")
  INCLUDE ("stage_id", "status", "source", "withdrawn_at", "quarantined");
