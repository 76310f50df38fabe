CREATE TABLE "application_counts" (
	"posting_id" uuid PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"day" date NOT NULL,
	"on_day" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_company_created_idx";--> statement-breakpoint
DROP INDEX "postings_company_idx";--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_company_status_created_idx" ON "applications" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"posting_id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "postings_deleted_idx" ON "postings" USING btree ("company_id") WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"posting_id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "postings_company_idx" ON "postings" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"title","city","country") WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Statement-level triggers: a bulk load (a restore's COPY) adds each posting's rows in one update. "Today" is the
-- calendar day in the session's time zone, which the app sets on every connection to its own.
CREATE FUNCTION "application_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" AS c ("posting_id", "total", "day", "on_day")
  SELECT "posting_id", count(*), current_date, count(*) FILTER (WHERE "created_at" >= current_date::timestamptz)
  FROM "added" GROUP BY "posting_id" ORDER BY "posting_id"
  ON CONFLICT ("posting_id") DO UPDATE SET
    "total" = c."total" + excluded."total",
    "on_day" = CASE WHEN c."day" = excluded."day" THEN c."on_day" ELSE 0 END + excluded."on_day",
    "day" = excluded."day";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_counts" c SET
    "total" = c."total" - r."total",
    "on_day" = c."on_day" - CASE WHEN c."day" = current_date THEN r."on_day" ELSE 0 END
  FROM (
    SELECT "posting_id", count(*) AS "total", count(*) FILTER (WHERE "created_at" >= current_date::timestamptz) AS "on_day"
    FROM "removed" GROUP BY "posting_id"
  ) r
  WHERE c."posting_id" = r."posting_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_counted" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "applications_uncounted" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_remove"();
--> statement-breakpoint
INSERT INTO "application_counts" ("posting_id", "total", "day", "on_day")
SELECT "posting_id", count(*), current_date, count(*) FILTER (WHERE "created_at" >= current_date::timestamptz)
FROM "applications" GROUP BY "posting_id";
