import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';

const candidateDataList = candidateDataOf(CAPABILITIES);
import { createTestDatabase } from '../test/harness.js';

const { db } = await createTestDatabase();

/** What holds a candidate: their account, one of their applications, or one of their files. */
const ROOTS = ['users', 'applications', 'files'];

/**
 * References to a root that are not a candidate's, each with why: members are `users` too, and a company's own rows
 * name the member who made them. An entry names one column, so that a new column of the same table naming a
 * candidate still fails. Nothing goes here that holds a candidate's data, whoever it names besides.
 */
const NOT_A_CANDIDATES: Record<string, string> = {
  'api_tokens.created_by': 'the member who made a company token',
  'busy_intervals.user_id': "when a member's own calendar says they are busy, nothing more",
  'calendar_connections.user_id': 'a calendar a member connected, their own',
  'email_confirmations.user_id': "an Admin's confirmation of their own address; a candidate has none",
  'erasures.actor_id':
    'the audit row of an erasure (decision 060) names the member who erased, and the candidate by a ref that is no foreign key',
  'hiring_team_members.member_id': "a member on a posting's hiring team",
  'invitations.invited_by': 'the member who invited another',
  'member_availability.user_id': "a member's own working hours for interviews",
  'notification_settings.member_id': "a member's own notification settings",
  'posting_notification_settings.member_id': "a member's own settings for one posting",
  'postings.created_by': 'the member who wrote the posting',
  'postings.updated_by': 'the member who last changed the posting',
  'privacy_notices.created_by': 'the member who published the notice',
  'scorecard_template_versions.created_by': 'the member who wrote the template version',
  'company_profiles.picture_file_id':
    "the company's own picture; it keeps its file from an erasure (profiles' fileUses)",
  'company_profiles.cover_file_id': "the company's own cover; it keeps its file from an erasure (profiles' fileUses)",
};

/**
 * Tables that hold a candidate's data by a column that is no foreign key, each with the column: the catalogue cannot
 * tell, so they are named here and must be declared like the others.
 */
const BY_ANOTHER_COLUMN: Record<string, string> = {
  outbox: '`recipient`, `application_id` and the rows of `outbox_concerns` (decision 076)',
  email_codes: '`email`: a sign-in code is kept per address',
  rate_limit_hits: '`bucket`, which ends with the address it limits',
};

/**
 * Columns that hold an e-mail address and are no candidate's, with why: any other address column, in a table no
 * declaration lists, fails the test, since an address names a person whatever its column's name.
 */
const COMPANY_ADDRESSES: Record<string, string> = {
  'invitations.email': 'the address of a member invited to the team',
  'postings.recruiter_email': "the recruiter's address the candidates' answers go to",
};

/**
 * Tables whose triggers keep an application's search document (decision 065) and that are no candidate's, with why:
 * every other such table feeds a candidate's words into the document, and is declared.
 */
const COMPANY_SEARCH_SOURCES: Record<string, string> = {
  postings: "a posting's title, the company's own words",
};

const declared = new Map(
  candidateDataList.flatMap((declaration) => declaration.tables.map((table) => [getTableName(table), declaration])),
);

interface Reference {
  table: string;
  columns: string[];
  target: string;
  /** `a` no action, `r` restrict, `c` cascade, `n` set null, `d` set default. */
  onDelete: string;
}

async function references(): Promise<Reference[]> {
  const { rows } = await db.execute<{ table: string; columns: string[]; target: string; on_delete: string }>(sql`
    SELECT child.relname AS table, parent.relname AS target, con.confdeltype AS on_delete,
      array(SELECT a.attname FROM unnest(con.conkey) AS k(attnum)
        JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY a.attnum)::text[] AS columns
    FROM pg_constraint con
    JOIN pg_class child ON child.oid = con.conrelid
    JOIN pg_class parent ON parent.oid = con.confrelid
    WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace
    ORDER BY child.relname, con.conname`);
  return rows.map((row) => ({ table: row.table, columns: row.columns, target: row.target, onDelete: row.on_delete }));
}

/** Every text column whose name says it holds an e-mail address, as `table.column`. */
async function addressColumns(): Promise<string[]> {
  const { rows } = await db.execute<{ table: string; column: string }>(sql`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND (column_name LIKE '%email%' OR column_name = 'recipient') AND data_type = 'text'
    ORDER BY table_name, column_name`);
  return rows.map(({ table, column }) => `${table}.${column}`);
}

const named = (reference: Reference) => `${reference.table}.${reference.columns.join('+')}`;

describe("every capability's candidate data", () => {
  it('declares every table that refers to a candidate, an application or a file, or a table declared for them', async () => {
    const all = await references();
    // A table that refers to a declared one holds that one's data too (an interview's slots): the closure is taken.
    const holding = new Set([...ROOTS, ...declared.keys()]);
    const undeclared = new Set<string>();
    for (let grown = true; grown;) {
      grown = false;
      for (const reference of all) {
        if (!holding.has(reference.target) || reference.table === reference.target) continue;
        if (declared.has(reference.table) || NOT_A_CANDIDATES[named(reference)]) continue;
        const line = `${named(reference)} -> ${reference.target}`;
        if (undeclared.has(line)) continue;
        undeclared.add(line);
        holding.add(reference.table);
        grown = true;
      }
    }
    expect([...undeclared].sort(), 'references to candidate data that no CandidateData lists in `tables`').toEqual([]);
  });

  it('declares every table that holds a candidate by another column', () => {
    expect(Object.keys(BY_ANOTHER_COLUMN).filter((table) => !declared.has(table))).toEqual([]);
  });

  it('declares every table with an e-mail address that is not a member’s or the company’s', async () => {
    const undeclared = (await addressColumns()).filter(
      (column) => !declared.has(column.split('.')[0]!) && !COMPANY_ADDRESSES[column],
    );
    expect(undeclared).toEqual([]);
  });

  it('names only tables and columns the migrated database has', async () => {
    const { rows } = await db.execute<{ table: string }>(sql`
      SELECT table_name AS table FROM information_schema.tables WHERE table_schema = 'public'`);
    const present = new Set(rows.map((row) => row.table));
    expect([...declared.keys()].filter((table) => !present.has(table))).toEqual([]);
    expect(Object.keys(BY_ANOTHER_COLUMN).filter((table) => !present.has(table))).toEqual([]);
    const referenced = new Set((await references()).map(named));
    // A stale entry would let a new column of that name through unseen.
    expect(Object.keys(NOT_A_CANDIDATES).filter((column) => !referenced.has(column))).toEqual([]);
    const addresses = new Set(await addressColumns());
    expect(Object.keys(COMPANY_ADDRESSES).filter((column) => !addresses.has(column))).toEqual([]);
  });

  it('lists in `fileUses` every reference to a file that would stop the file from being erased', async () => {
    const uses = new Set(
      candidateDataList.flatMap((declaration) =>
        (declaration.fileUses ?? []).map((column) => `${getTableName(column.table)}.${column.name}`),
      ),
    );
    // A reference that cascades or sets null lets the file go; one that does not would fail the erasure, or worse,
    // keep pointing at bytes that are gone.
    const blocking = (await references())
      .filter((reference) => reference.target === 'files' && ['a', 'r'].includes(reference.onDelete))
      .map(named)
      .filter((column) => !uses.has(column));
    expect(blocking).toEqual([]);
  });

  it("declares every table whose triggers write a candidate's words into the search document", async () => {
    const { rows } = await db.execute<{ table: string }>(sql`
      SELECT DISTINCT c.relname AS table FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid AND c.relnamespace = 'public'::regnamespace
      JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND p.prosrc LIKE '%search_document%'
      ORDER BY c.relname`);
    const sources = rows.map((row) => row.table);
    expect(sources.filter((table) => !declared.has(table) && !COMPANY_SEARCH_SOURCES[table])).toEqual([]);
    expect(Object.keys(COMPANY_SEARCH_SOURCES).filter((table) => !sources.includes(table))).toEqual([]);
  });
});
