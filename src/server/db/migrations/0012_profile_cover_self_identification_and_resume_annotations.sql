CREATE TYPE "public"."annotation_kind" AS ENUM('ink', 'stamp');--> statement-breakpoint
CREATE TABLE "resume_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" "annotation_kind" NOT NULL,
	"page_index" integer NOT NULL,
	"rect" jsonb NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"color" text,
	"thickness" real,
	"opacity" real,
	"paths" jsonb,
	"stamp_file_id" uuid,
	"alt_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "show_self_identification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_annotations" ADD CONSTRAINT "resume_annotations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_annotations" ADD CONSTRAINT "resume_annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_annotations" ADD CONSTRAINT "resume_annotations_stamp_file_id_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_annotations_application_idx" ON "resume_annotations" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;