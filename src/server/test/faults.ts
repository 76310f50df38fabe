import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * Makes the database refuse every e-mail queued about `applicationId`, as a full disk would: a fault the app cannot
 * foresee, after the change that queues it has been written. Answers what takes the fault away again.
 */
export async function refuseMailAbout(db: Database, applicationId: string): Promise<() => Promise<void>> {
  const name = `refuse_mail_${applicationId.replaceAll('-', '_')}`;
  await db.execute(
    sql.raw(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.application_id = '${applicationId}' THEN RAISE EXCEPTION 'disk full'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ${name} BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION ${name}();`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON outbox; DROP FUNCTION ${name}();`));
  };
}
