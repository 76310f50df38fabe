ALTER TYPE "public"."interview_answer" ADD VALUE 'tentative';--> statement-breakpoint
-- A board card shows its next interview and the candidate's answer to it: a change to a company's interviews moves
-- its list version, so that a kept board is read again.
CREATE TRIGGER "interviews_list_added" AFTER INSERT ON "interviews"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
--> statement-breakpoint
CREATE TRIGGER "interviews_list_changed" AFTER UPDATE ON "interviews"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
