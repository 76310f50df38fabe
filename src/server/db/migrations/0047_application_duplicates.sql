-- Trigram similarity compares the names of likely duplicates.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "application_duplicates" (
	"application_id" uuid NOT NULL,
	"duplicate_of_application_id" uuid NOT NULL,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_duplicates_application_id_duplicate_of_application_id_pk" PRIMARY KEY("application_id","duplicate_of_application_id")
);
--> statement-breakpoint
ALTER TABLE "application_duplicates" ADD CONSTRAINT "application_duplicates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_duplicates" ADD CONSTRAINT "application_duplicates_duplicate_of_application_id_applications_id_fk" FOREIGN KEY ("duplicate_of_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_duplicates_duplicate_of_idx" ON "application_duplicates" USING btree ("duplicate_of_application_id");--> statement-breakpoint
CREATE INDEX "applications_company_email_idx" ON "applications" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "applications_company_phone_idx" ON "applications" USING btree ("company_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "applications_company_city_idx" ON "applications" USING btree ("company_id",lower("city"));