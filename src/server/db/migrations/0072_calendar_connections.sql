CREATE TABLE "busy_intervals" (
	"connection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"sealed_url" text NOT NULL,
	"username" text,
	"sealed_password" text,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"owner_told_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_kind_check" CHECK ("calendar_connections"."kind" IN ('ics', 'caldav'))
);
--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_intervals_user_idx" ON "busy_intervals" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "busy_intervals_connection_idx" ON "busy_intervals" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_user_idx" ON "calendar_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_next_sync_idx" ON "calendar_connections" USING btree ("next_sync_at");