CREATE TABLE "scorecard_asks" (
	"interview_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_asks_interview_id_sequence_member_id_kind_pk" PRIMARY KEY("interview_id","sequence","member_id","kind"),
	CONSTRAINT "scorecard_asks_kind" CHECK (kind IN ('ask', 'day', 'three_days'))
);
--> statement-breakpoint
ALTER TABLE "scorecard_asks" ADD CONSTRAINT "scorecard_asks_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_asks" ADD CONSTRAINT "scorecard_asks_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;