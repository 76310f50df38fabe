ALTER TABLE "application_counts" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "application_counts" c SET "company_id" = p."company_id" FROM "postings" p WHERE p."id" = c."posting_id";--> statement-breakpoint
ALTER TABLE "application_counts" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "application_counts_company_idx" ON "application_counts" USING btree ("company_id","posting_id","total");--> statement-breakpoint
-- The posting's company comes with each application (kept equal to the posting's by a foreign key).
CREATE OR REPLACE FUNCTION "application_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" AS c ("posting_id", "company_id", "total", "day", "on_day")
  SELECT "posting_id", "company_id", count(*), current_date,
    count(*) FILTER (WHERE "created_at" >= current_date::timestamptz)
  FROM "added" GROUP BY "posting_id", "company_id" ORDER BY "posting_id"
  ON CONFLICT ("posting_id") DO UPDATE SET
    "total" = c."total" + excluded."total",
    "on_day" = CASE WHEN c."day" = excluded."day" THEN c."on_day" ELSE 0 END + excluded."on_day",
    "day" = excluded."day";
  RETURN NULL;
END $$;
