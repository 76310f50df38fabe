import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { SecretBox } from './secret-box.js';

/** A column holding sealed secrets, as PostgreSQL names it: a capability declares its own as its `sealedColumns`. */
export interface SealedColumn {
  table: string;
  /** The row's primary key, part of what each value is bound to. */
  idColumn: string;
  column: string;
}

/** What a value stored in `column` of row `id` is sealed for: `calendar_connections.url:<id>`. */
export const sealedContextOf = (where: SealedColumn, id: string) => `${where.table}.${where.column}:${id}`;

const RESEAL_BATCH = 200;

/**
 * Seals again under the current key every value of `columns` sealed under an older one (after a rotation, decision
 * 113), a batch of rows a transaction, each row locked while it changes so that a write of the app's is not lost.
 * Answers how many values it sealed again; a second run finds none.
 */
export async function resealAll(
  db: Database,
  box: SecretBox,
  columns: readonly SealedColumn[],
  batchSize = RESEAL_BATCH,
): Promise<number> {
  let resealed = 0;
  for (const where of columns) {
    const table = sql.identifier(where.table);
    const id = sql.identifier(where.idColumn);
    const column = sql.identifier(where.column);
    let after: string | undefined;
    for (;;) {
      const rows = await db.transaction(async (tx) => {
        const { rows: batch } = await tx.execute<{ id: string; sealed: string }>(sql`
          SELECT ${id}::text AS id, ${column} AS sealed FROM ${table}
          WHERE ${column} IS NOT NULL ${after === undefined ? sql`` : sql`AND ${id} > ${after}`}
          ORDER BY ${id} LIMIT ${batchSize} FOR UPDATE`);
        for (const row of batch) {
          const context = sealedContextOf(where, row.id);
          let plaintext: string;
          try {
            if (!box.needsResealing(row.sealed)) continue;
            plaintext = box.open(row.sealed, context);
          } catch (error) {
            throw new Error(`${where.table}.${where.column} of row ${row.id}: ${(error as Error).message}`);
          }
          await tx.execute(
            sql`UPDATE ${table} SET ${column} = ${box.seal(plaintext, context)} WHERE ${id} = ${row.id}`,
          );
          resealed += 1;
        }
        return batch;
      });
      if (rows.length < batchSize) break;
      after = rows.at(-1)!.id;
    }
  }
  return resealed;
}
