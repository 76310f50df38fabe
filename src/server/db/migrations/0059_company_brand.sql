ALTER TABLE "outbox" ADD COLUMN "brand_company_id" uuid;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "show_powered_by" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;