DROP INDEX "applications_posting_stage_idx";--> statement-breakpoint
CREATE INDEX "applications_posting_stage_idx" ON "applications" USING btree ("posting_id","stage_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A board shows every stage: one added or removed moves its company's list version too, as a renamed one does.
CREATE TRIGGER "pipeline_stages_list_added" AFTER INSERT ON "pipeline_stages"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();--> statement-breakpoint
CREATE TRIGGER "pipeline_stages_list_removed" AFTER DELETE ON "pipeline_stages"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "application_list_changed"();
