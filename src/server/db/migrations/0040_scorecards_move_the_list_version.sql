-- A board's cards count their application's submitted recommendations: submitting or changing a scorecard moves the
-- company's list version, so that a board kept by its tag is read again.
CREATE TRIGGER "scorecards_list_changed" AFTER UPDATE ON "scorecards"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
