ALTER TABLE "outbox" ADD COLUMN "reply_to_name" text;--> statement-breakpoint
-- A company's founding account was named after the company. A person's name must not be the company's (decision 037):
-- such a member is known by their address until they give their name, which the app then asks for.
UPDATE "users" SET "name" = "users"."email" FROM "companies"
	WHERE "users"."company_id" = "companies"."id" AND "users"."name" = "companies"."name";
