CREATE TABLE "interview_reminders" (
	"interview_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"lead" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_reminders_interview_id_sequence_lead_pk" PRIMARY KEY("interview_id","sequence","lead"),
	CONSTRAINT "interview_reminders_lead" CHECK (lead IN ('day', 'hour'))
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "link_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;