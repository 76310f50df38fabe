ALTER TABLE "applications" ADD COLUMN "quarantined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A new application ends its candidate's quarantine with the company (decision 062): the state says so at once,
-- rather than every reader comparing dates.
UPDATE "retention_states" rs SET "quarantined_at" = NULL, "erase_after" = NULL
WHERE rs."quarantined_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "applications" a
  WHERE a."company_id" = rs."company_id" AND a."candidate_id" = rs."candidate_id" AND a."created_at" > rs."quarantined_at");
--> statement-breakpoint
UPDATE "applications" a SET "quarantined" = true FROM "retention_states" rs
WHERE rs."company_id" = a."company_id" AND rs."candidate_id" = a."candidate_id" AND rs."quarantined_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "application_counts" c SET "total" = c."total" - q."hidden"
FROM (SELECT "posting_id", count(*) AS "hidden" FROM "applications" WHERE "quarantined" GROUP BY "posting_id") q
WHERE c."posting_id" = q."posting_id";
--> statement-breakpoint
CREATE FUNCTION "retention_state_copied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" SET "quarantined" = (NEW."quarantined_at" IS NOT NULL)
  WHERE "company_id" = NEW."company_id" AND "candidate_id" = NEW."candidate_id"
    AND "quarantined" <> (NEW."quarantined_at" IS NOT NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "retention_states_copied" AFTER INSERT OR UPDATE OF "quarantined_at" ON "retention_states"
  FOR EACH ROW EXECUTE FUNCTION "retention_state_copied"();
--> statement-breakpoint
CREATE FUNCTION "quarantine_ended_by_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "retention_states" rs SET "quarantined_at" = NULL, "erase_after" = NULL
  FROM (SELECT DISTINCT "company_id", "candidate_id" FROM "added") n
  WHERE rs."company_id" = n."company_id" AND rs."candidate_id" = n."candidate_id" AND rs."quarantined_at" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_end_quarantine" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "quarantine_ended_by_application"();
--> statement-breakpoint
-- Hidden applications are not counted: hiding one takes it off its posting's count, and erasing it later takes
-- nothing more.
CREATE FUNCTION "application_counts_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_counts" SET "total" = "total" + CASE WHEN NEW."quarantined" THEN -1 ELSE 1 END
  WHERE "posting_id" = NEW."posting_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_hidden_uncounted" AFTER UPDATE OF "quarantined" ON "applications"
  FOR EACH ROW WHEN (OLD."quarantined" IS DISTINCT FROM NEW."quarantined") EXECUTE FUNCTION "application_counts_hidden"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "application_counts" c SET
    "total" = c."total" - r."total",
    "on_day" = c."on_day" - CASE WHEN c."day" = current_date THEN r."on_day" ELSE 0 END
  FROM (
    SELECT "posting_id", count(*) FILTER (WHERE NOT "quarantined") AS "total",
      count(*) FILTER (WHERE "created_at" >= current_date::timestamptz) AS "on_day"
    FROM "removed" GROUP BY "posting_id"
  ) r
  WHERE c."posting_id" = r."posting_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a restore inserts an application already hidden; it is not counted either.
CREATE OR REPLACE FUNCTION "application_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" AS c ("posting_id", "company_id", "total", "day", "on_day")
  SELECT "posting_id", "company_id", count(*) FILTER (WHERE NOT "quarantined"), current_date,
    count(*) FILTER (WHERE "created_at" >= current_date::timestamptz)
  FROM "added" GROUP BY "posting_id", "company_id" ORDER BY "posting_id"
  ON CONFLICT ("posting_id") DO UPDATE SET
    "total" = c."total" + excluded."total",
    "on_day" = CASE WHEN c."day" = excluded."day" THEN c."on_day" ELSE 0 END + excluded."on_day",
    "day" = excluded."day";
  RETURN NULL;
END $$;
