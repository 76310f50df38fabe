-- A new posting and a posting removed for good change the recruiters' postings list, which is kept by the company's
-- list version like its applications (decision 102): they move it as an application's change does.
CREATE TRIGGER "postings_list_added" AFTER INSERT ON "postings"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "postings_list_removed" AFTER DELETE ON "postings"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
-- The list's counts are kept by the applications' own triggers, which move the version already; a count mended by
-- hand or by a script moves it too.
CREATE TRIGGER "application_counts_list_changed" AFTER UPDATE ON "application_counts"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
