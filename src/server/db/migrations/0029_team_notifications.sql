CREATE TYPE "public"."application_mail" AS ENUM('off', 'instant', 'daily');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('new_application', 'offer_accepted', 'offer_declined', 'withdrawal', 'mention');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"digest_hour" integer NOT NULL,
	"next_digest_at" timestamp with time zone NOT NULL,
	"new_applications" "application_mail",
	"decisions" boolean,
	"mentions" boolean,
	CONSTRAINT "notification_settings_digest_hour" CHECK (digest_hour BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"actor_id" uuid,
	"read_at" timestamp with time zone,
	"in_digest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_notification_settings" (
	"member_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"new_applications" "application_mail" NOT NULL,
	"decisions" boolean NOT NULL,
	"mentions" boolean NOT NULL,
	CONSTRAINT "posting_notification_settings_member_id_posting_id_pk" PRIMARY KEY("member_id","posting_id")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_notification_settings" ADD CONSTRAINT "posting_notification_settings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_notification_settings" ADD CONSTRAINT "posting_notification_settings_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_settings_next_digest_idx" ON "notification_settings" USING btree ("next_digest_at");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("member_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("member_id") WHERE in_digest;--> statement-breakpoint
CREATE INDEX "notifications_application_idx" ON "notifications" USING btree ("application_id");