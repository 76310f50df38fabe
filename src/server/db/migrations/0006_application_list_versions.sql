CREATE TABLE "application_list_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Statement-level, as the kept counts: a bulk load (a restore's COPY) moves each company's number once. Companies in
-- a fixed order, so that two statements touching the same companies never wait on each other in turn.
CREATE FUNCTION "application_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_list_versions" AS v ("company_id", "version")
  SELECT DISTINCT "company_id", (extract(epoch FROM now()) * 1000000)::bigint
  FROM "changed_rows" ORDER BY "company_id"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = greatest(v."version" + 1, excluded."version");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_list_added" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "applications_list_changed" AFTER UPDATE ON "applications"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "applications_list_removed" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
-- A posting's title, city and country show in each of its applications' rows, and a deleted posting's rows go.
CREATE TRIGGER "postings_list_changed" AFTER UPDATE ON "postings"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
INSERT INTO "application_list_versions" ("company_id", "version")
SELECT DISTINCT "company_id", (extract(epoch FROM now()) * 1000000)::bigint FROM "applications";
