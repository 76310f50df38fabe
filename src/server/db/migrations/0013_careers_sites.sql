CREATE TYPE "public"."employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."salary_currency" AS ENUM('USD', 'CAD', 'GBP', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."salary_period" AS ENUM('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR');--> statement-breakpoint
CREATE TYPE "public"."workplace" AS ENUM('on_site', 'hybrid', 'remote');--> statement-breakpoint
CREATE TABLE "company_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "employment_type" "employment_type";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "workplace" "workplace";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "salary_currency" "salary_currency";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "salary_period" "salary_period";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "slug" text;--> statement-breakpoint
-- Every company already registered gets an address made from its name as slugFromName makes it; a second company of
-- the same name gets the first part of its id after it.
WITH named AS (
	SELECT id, coalesce(nullif(left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 56), ''), 'company') AS base,
	       row_number() OVER (PARTITION BY coalesce(nullif(left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 56), ''), 'company') ORDER BY created_at, id) AS nth
	FROM "users" WHERE role = 'recruiter'
)
UPDATE "users" SET "slug" = CASE WHEN length(trim(both '-' from named.base)) < 2 THEN 'company-' || left(named.id::text, 8)
                                  WHEN named.nth = 1 THEN trim(both '-' from named.base)
                                  ELSE trim(both '-' from named.base) || '-' || left(named.id::text, 8) END
FROM named WHERE named.id = "users".id;--> statement-breakpoint
INSERT INTO "company_slugs" ("slug", "company_id") SELECT "slug", "id" FROM "users" WHERE "slug" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "company_slugs" ADD CONSTRAINT "company_slugs_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_slugs_company_idx" ON "company_slugs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_has_slug" CHECK (role <> 'recruiter' OR slug IS NOT NULL);