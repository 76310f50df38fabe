CREATE TABLE "privacy_notices" (
	"company_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_notices_company_id_version_pk" PRIMARY KEY("company_id","version"),
	CONSTRAINT "privacy_notices_version" CHECK (version >= 1),
	CONSTRAINT "privacy_notices_text" CHECK (char_length(text) BETWEEN 1 AND 20000)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "talent_pool_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "talent_pool_notice_version" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "talent_pool_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_months" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_retention_months" CHECK (retention_months BETWEEN 1 AND 60);