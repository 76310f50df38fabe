CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage_email_delay_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status_change_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD COLUMN "email_template_id" uuid;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "from_stage_id" uuid;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "to_stage_id" uuid;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "email_templates_company_idx" ON "email_templates" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every company starts with Openhire's default templates, as this version ships them.
INSERT INTO "email_templates" ("company_id", "name", "subject", "body")
	SELECT c.id, t.name, t.subject, t.body FROM "companies" c CROSS JOIN (VALUES
		('Interview invitation', 'Interview for {{job_title}} at {{company_name}}', '<p>Hello {{candidate_first_name}},</p><p>Thank you for applying to {{job_title}}. We would like to meet you for an interview. Please reply with a few times that suit you over the next week.</p><p>Best regards,<br>{{member_name}}<br>{{company_name}}</p>'),
		('Rejection', 'Your application to {{job_title}} at {{company_name}}', '<p>Hello {{candidate_first_name}},</p><p>Thank you for your interest in {{job_title}} and for the time you gave us. After careful consideration, we have decided not to move forward with your application.</p><p>We wish you every success.</p><p>{{member_name}}<br>{{company_name}}</p>'),
		('Offer', 'An offer for {{job_title}} at {{company_name}}', '<p>Hello {{candidate_first_name}},</p><p>We are delighted to offer you the position of {{job_title}}. You will find the details of the offer in Openhire, where you can accept or decline it.</p><p>Warm regards,<br>{{member_name}}<br>{{company_name}}</p>')) AS t(name, subject, body);
