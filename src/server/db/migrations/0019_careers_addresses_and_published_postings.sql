ALTER TABLE "company_slugs" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Addresses a company already left start their time as former addresses now; only its three newest are kept.
UPDATE "company_slugs" s SET "left_at" = now()
FROM "companies" c WHERE c."id" = s."company_id" AND c."slug" <> s."slug";--> statement-breakpoint
DELETE FROM "company_slugs" WHERE "slug" IN (
  SELECT "slug" FROM (
    SELECT "slug", row_number() OVER (PARTITION BY "company_id" ORDER BY "created_at" DESC) AS "rank"
    FROM "company_slugs" WHERE "left_at" IS NOT NULL
  ) former WHERE "rank" > 3
);--> statement-breakpoint
CREATE FUNCTION "posting_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."published_at" := now();
  RETURN NEW;
END $$;--> statement-breakpoint
-- Every path that makes a posting active (the API, a restore, a seed) publishes it, once.
CREATE TRIGGER "postings_published" BEFORE INSERT OR UPDATE OF "is_active" ON "postings"
  FOR EACH ROW WHEN (NEW."is_active" AND NEW."published_at" IS NULL) EXECUTE FUNCTION "posting_published"();--> statement-breakpoint
-- A posting active now, or applied to once, was published; an inactive one nobody applied to may never have been.
UPDATE "postings" p SET "published_at" = p."created_at"
WHERE p."is_active" OR EXISTS (SELECT 1 FROM "applications" a WHERE a."posting_id" = p."id");
