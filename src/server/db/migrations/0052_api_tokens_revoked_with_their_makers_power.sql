ALTER TABLE "api_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
-- A token acts as an Admin, as the member who made it: one whose maker was removed, or may no longer manage tokens,
-- is revoked, with why, as the team's changes revoke them from now on.
UPDATE "api_tokens" SET "revoked_at" = now(), "revoked_reason" = CASE
    WHEN "users"."removed_at" IS NOT NULL THEN 'Revoked when ' || "users"."name" || ', who made it, was removed from the team.'
    ELSE 'Revoked when ' || "users"."name" || ', who made it, became ' || CASE "users"."member_role"
      WHEN 'recruiter' THEN 'a Recruiter'
      WHEN 'hiring_manager' THEN 'a Hiring Manager'
      ELSE 'an Interviewer' END || ', who may not manage API tokens.'
  END
  FROM "users"
  WHERE "users"."id" = "api_tokens"."created_by" AND "api_tokens"."revoked_at" IS NULL
    AND ("users"."removed_at" IS NOT NULL OR "users"."member_role" IS DISTINCT FROM 'admin');
--> statement-breakpoint
-- An open invitation lets its holder in later: one whose sender may no longer invite is revoked too.
UPDATE "invitations" SET "revoked_at" = now()
  FROM "users"
  WHERE "users"."id" = "invitations"."invited_by" AND "invitations"."accepted_at" IS NULL
    AND "invitations"."revoked_at" IS NULL
    AND ("users"."removed_at" IS NOT NULL OR "users"."member_role" IS DISTINCT FROM 'admin');
