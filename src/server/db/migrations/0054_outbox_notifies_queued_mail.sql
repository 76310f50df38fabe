-- Queued mail wakes the mail worker of every process at once (decision 084). PostgreSQL delivers a notification only
-- when the transaction that sent it commits, and folds a transaction's duplicates into one: so each notification says
-- that mail has just become visible, and an enqueue rolled back says nothing. Statement-level, so that a bulk move's
-- hundred e-mails make one notification. The channel's name is `MAIL_QUEUED_CHANNEL` in `mail/worker.ts`.
CREATE FUNCTION "outbox_mail_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_queued', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outbox_mail_queued" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_mail_queued"();
