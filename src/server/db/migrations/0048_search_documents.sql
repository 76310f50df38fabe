CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Everything company-wide search matches in an application, weighted for ranking: who the candidate is (A), how to
-- reach them and what they applied to (B), what they and the team wrote (C), their resume (D). Kept by the triggers
-- below rather than generated, as it reads other tables.
ALTER TABLE "applications" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "application_search_document"(a "applications") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('simple',
      a."first_name" || ' ' || a."last_name" || ' ' || a."email" || ' ' || regexp_replace(a."email", '[@._+-]', ' ', 'g')), 'A') ||
    setweight(to_tsvector('simple',
      a."phone" || ' ' || regexp_replace(a."phone", '\D', '', 'g') || ' ' || a."city" || ' ' || coalesce(a."source", '') || ' ' ||
      coalesce((SELECT p."title" FROM "postings" p WHERE p."id" = a."posting_id"), '')), 'B') ||
    setweight(jsonb_to_tsvector('simple', a."answers", '["string"]'), 'C') ||
    setweight(to_tsvector('simple',
      coalesce((SELECT string_agg(n."body", ' ') FROM "application_notes" n WHERE n."application_id" = a."id"), '')), 'C') ||
    setweight(coalesce((SELECT r."searchable" FROM "resume_texts" r WHERE r."application_id" = a."id"), ''), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION "application_search_document_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" := "application_search_document"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_search_document" BEFORE INSERT OR UPDATE OF
  "first_name", "last_name", "email", "phone", "city", "source", "answers", "posting_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "application_search_document_kept"();
--> statement-breakpoint
CREATE FUNCTION "application_search_document_renewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" a SET "search_document" = "application_search_document"(a)
  WHERE a."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."application_id" ELSE NEW."application_id" END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "resume_texts_search_document" AFTER INSERT OR UPDATE OF "text" OR DELETE ON "resume_texts"
  FOR EACH ROW EXECUTE FUNCTION "application_search_document_renewed"();
--> statement-breakpoint
CREATE TRIGGER "application_notes_search_document" AFTER INSERT OR UPDATE OF "body" OR DELETE ON "application_notes"
  FOR EACH ROW EXECUTE FUNCTION "application_search_document_renewed"();
--> statement-breakpoint
CREATE FUNCTION "posting_search_documents_renewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" a SET "search_document" = "application_search_document"(a) WHERE a."posting_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "postings_search_documents" AFTER UPDATE OF "title" ON "postings"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "posting_search_documents_renewed"();
--> statement-breakpoint
UPDATE "applications" a SET "search_document" = "application_search_document"(a);
--> statement-breakpoint
CREATE INDEX "applications_search_document_idx" ON "applications" USING gin ("search_document");
--> statement-breakpoint
-- Names and e-mails with a typo: trigram similarity of the whole line against what was typed.
CREATE INDEX "applications_search_names_idx" ON "applications" USING gin (
  ("first_name_lower" || ' ' || "last_name_lower" || ' ' || lower("email")) gin_trgm_ops);
