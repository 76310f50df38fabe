CREATE TYPE "public"."member_role" AS ENUM('admin', 'recruiter', 'hiring_manager', 'interviewer');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_team_members" (
	"posting_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "hiring_team_members_posting_id_member_id_pk" PRIMARY KEY("posting_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"member_role" "member_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profiles" RENAME COLUMN "user_id" TO "company_id";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_company_has_slug";--> statement-breakpoint
ALTER TABLE "company_profiles" DROP CONSTRAINT "company_profiles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "company_slugs" DROP CONSTRAINT "company_slugs_company_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_company_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "users_slug_key";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_role" "member_role";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
-- Each account that was a company becomes a company of the same id, name, address and careers address, and stays
-- its first Admin: its postings, applications, slugs and profile keep pointing at the same id.
INSERT INTO "companies" ("id", "name", "address", "slug", "created_at")
	SELECT "id", "name", coalesce("address", ''), "slug", "created_at" FROM "users" WHERE "role" = 'recruiter';--> statement-breakpoint
UPDATE "users" SET "company_id" = "id", "member_role" = 'admin' WHERE "role" = 'recruiter';--> statement-breakpoint
UPDATE "postings" SET "created_by" = "company_id", "updated_by" = "company_id";--> statement-breakpoint
ALTER TABLE "hiring_team_members" ADD CONSTRAINT "hiring_team_members_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_team_members" ADD CONSTRAINT "hiring_team_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hiring_team_members_member_idx" ON "hiring_team_members" USING btree ("member_id","posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_key" ON "invitations" USING btree ("company_id","email") WHERE accepted_at IS NULL AND revoked_at IS NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_slugs" ADD CONSTRAINT "company_slugs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "slug";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_member_of_one_company" CHECK ((role = 'recruiter') = (company_id IS NOT NULL AND member_role IS NOT NULL));