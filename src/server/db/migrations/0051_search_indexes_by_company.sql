-- A search is always within one company: with the company's id in the same GIN index as the words and the names'
-- trigrams (btree_gin), a word every resume holds finds that company's applications alone, rather than every
-- company's to be fetched and filtered. Both extensions are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "applications_search_document_idx";
--> statement-breakpoint
CREATE INDEX "applications_search_document_idx" ON "applications" USING gin ("company_id", "search_document");
--> statement-breakpoint
DROP INDEX "applications_search_names_idx";
--> statement-breakpoint
CREATE INDEX "applications_search_names_idx" ON "applications" USING gin ("company_id",
  ("first_name_lower" || ' ' || "last_name_lower" || ' ' || lower("email")) gin_trgm_ops);
