-- The hiring reports are kept by the company's list version (decision 111), so everything they read moves it: the
-- moves in its stage history, which come with their application's own change today and move it by themselves here,
-- and a member's e-mail to a candidate, the company's first answer in the time-in-stage report.
CREATE TRIGGER "status_changes_list_added" AFTER INSERT ON "status_changes"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "status_changes_list_removed" AFTER DELETE ON "status_changes"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
-- A message carries no company: it is the company of the application it is about. Companies in a fixed order, as in
-- `application_list_changed`.
CREATE FUNCTION "member_mail_sent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_list_versions" AS v ("company_id", "version")
  SELECT DISTINCT "application"."company_id", (extract(epoch FROM now()) * 1000000)::bigint
  FROM "changed_rows" AS "mail" JOIN "applications" AS "application" ON "application"."id" = "mail"."application_id"
  WHERE "mail"."sent_by" IS NOT NULL
  ORDER BY "application"."company_id"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = greatest(v."version" + 1, excluded."version");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outbox_member_mail_added" AFTER INSERT ON "outbox"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "member_mail_sent"();
