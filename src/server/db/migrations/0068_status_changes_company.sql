-- Each move carries its application's company, so that a company's stage history lies together in one index that
-- holds what the hiring reports read: a report over a company's 30,000 applications read their 50,000 moves by as many
-- look-ups scattered over the whole table (decision 109).
ALTER TABLE "status_changes" ADD COLUMN "company_id" uuid;
--> statement-breakpoint
UPDATE "status_changes" AS "change" SET "company_id" = "application"."company_id"
FROM "applications" AS "application" WHERE "application"."id" = "change"."application_id";
--> statement-breakpoint
ALTER TABLE "status_changes" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "status_changes_company_idx" ON "status_changes" USING btree ("company_id", "application_id")
  INCLUDE ("id", "created_at", "from_stage_id", "to_stage_id", "to_status", "changed_by_role", "knockout_question");
--> statement-breakpoint
-- The moves whose e-mail is held now: one range of this index, rather than a look-up per move or per application.
CREATE INDEX "outbox_held_idx" ON "outbox" USING btree ("held_until") WHERE held_until IS NOT NULL;
