-- An application's own fields, weighted A to C as in its search document, in a small vector of their own: a search
-- ranks every match by them, and reads the resume's words of its matches (D, the bulk of each document, kept out of
-- line) only when few match (decision 108).
ALTER TABLE "applications" ADD COLUMN "search_fields" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "application_search_fields"(a "applications") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('simple',
      a."first_name" || ' ' || a."last_name" || ' ' || a."email" || ' ' || regexp_replace(a."email", '[@._+-]', ' ', 'g')), 'A') ||
    setweight(to_tsvector('simple',
      a."phone" || ' ' || regexp_replace(a."phone", '\D', '', 'g') || ' ' || a."city" || ' ' || coalesce(a."source", '') || ' ' ||
      coalesce((SELECT p."title" FROM "postings" p WHERE p."id" = a."posting_id"), '')), 'B') ||
    setweight(jsonb_to_tsvector('simple', a."answers", '["string"]'), 'C') ||
    setweight(to_tsvector('simple',
      coalesce((SELECT string_agg(n."body", ' ') FROM "application_notes" n WHERE n."application_id" = a."id"), '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "application_search_resume"(a "applications") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(coalesce((SELECT r."searchable" FROM "resume_texts" r WHERE r."application_id" = a."id"), ''), 'D')
$$;
--> statement-breakpoint
-- The document is the fields and the resume, as migration 0048 wrote it.
CREATE OR REPLACE FUNCTION "application_search_document"(a "applications") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT "application_search_fields"(a) || "application_search_resume"(a)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_search_document_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_fields" := "application_search_fields"(NEW);
  NEW."search_document" := NEW."search_fields" || "application_search_resume"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_search_document_renewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" a SET "search_fields" = "application_search_fields"(a),
    "search_document" = "application_search_document"(a)
  WHERE a."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."application_id" ELSE NEW."application_id" END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "posting_search_documents_renewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" a SET "search_fields" = "application_search_fields"(a),
    "search_document" = "application_search_document"(a)
  WHERE a."posting_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The documents stay as they are: the document's trigger follows the fields it is made of, not this column.
UPDATE "applications" a SET "search_fields" = "application_search_fields"(a);
