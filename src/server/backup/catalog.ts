import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { applicationCounts, applicationListVersions } from '../db/schema.js';

/** Tables that triggers compute from others: not archived, and rebuilt as a restore loads their sources. */
const DERIVED_TABLES = [getTableName(applicationCounts), getTableName(applicationListVersions)];

/** The app's tables but the derived ones, each after the tables its foreign keys point at: rows load in this order. */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND NOT relname = ANY($1) ORDER BY relname`,
    [DERIVED_TABLES],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
     FROM pg_constraint
     JOIN pg_class child ON child.oid = pg_constraint.conrelid
     JOIN pg_class parent ON parent.oid = pg_constraint.confrelid
     WHERE pg_constraint.contype = 'f' AND pg_constraint.connamespace = 'public'::regnamespace`,
  );

  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`the foreign keys of table ${table} form a cycle`);
    visiting.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name);
  return ordered;
}

export async function sequenceNames(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  return rows.map((row) => row.name);
}
