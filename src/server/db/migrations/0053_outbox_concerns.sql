CREATE TABLE "outbox_concerns" (
	"outbox_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	CONSTRAINT "outbox_concerns_outbox_id_application_id_pk" PRIMARY KEY("outbox_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_concerns" ADD CONSTRAINT "outbox_concerns_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_concerns" ADD CONSTRAINT "outbox_concerns_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_concerns_application_idx" ON "outbox_concerns" USING btree ("application_id");--> statement-breakpoint
-- Messages queued before: those shown in an application's history concern it, and a member's message concerns each
-- application it links to (every team notice, mention, digest, interview and scorecard e-mail links to its own).
INSERT INTO "outbox_concerns" ("outbox_id", "application_id")
SELECT o.id, o.application_id FROM "outbox" o JOIN "applications" a ON a.id = o.application_id
UNION
SELECT o.id, a.id FROM "outbox" o
  CROSS JOIN LATERAL regexp_matches(o.html_body, '/candidate/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS m(ids)
  JOIN "applications" a ON a.id = m.ids[1]::uuid;
