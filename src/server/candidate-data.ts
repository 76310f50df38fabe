import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErasureCounts } from '../shared/erasure.js';
import type { ExportedApplication } from '../shared/export.js';
import type { Database, Tx } from './db/database.js';

/**
 * What a capability that stores a candidate's data declares beside its tables (decision 083): the tables, how its
 * rows go when the candidate is erased and what of them the candidate's export carries. The erasure, the retention
 * sweep and the export take the list of declarations and call every hook; none of them names a capability's table.
 * `privacy/candidate-data-coverage.test.ts` fails on a table of the catalogue that refers to a candidate, an
 * application or a file and that no declaration lists.
 */
export interface CandidateData {
  /** The capability's tables that hold a candidate's data, directly or through a row that does. */
  tables: readonly PgTable[];
  /** Columns of its tables (or of its company's rows) naming a file: a file one of them names is not erased. */
  fileUses?: readonly PgColumn[];
  /** Deletes or blanks its rows for the scope, in the erasure's transaction, and says what went. */
  erase?(tx: Tx, scope: ErasureScope): Promise<Erased>;
  /** Its part of each exported application, by the application's id. */
  export?(db: Database, scope: ExportScope): Promise<ExportedParts>;
}

/** A candidate's applications with one company that an erasure takes: those no legal hold in force keeps. */
export interface CompanyErasure {
  kind: 'company';
  candidateId: string;
  companyId: string;
  /** The applications that go, with what hangs on them; none when every one is held or there are none. */
  applicationIds: readonly string[];
}

/**
 * A candidate's account once nothing of theirs is left with any company (`close`: it goes), or once only applications
 * under a legal hold are (`retire`: it stays, naming no one, for the held applications to hang from).
 */
export interface AccountErasure {
  kind: 'account';
  candidateId: string;
  /** The account's address as it was: the mail and the codes kept for it name it. */
  email: string;
  mode: 'close' | 'retire';
}

export type ErasureScope = CompanyErasure | AccountErasure;

/** What a capability's erase took: counted for the audit row, and what the erasure removes after it. */
export interface Erased {
  counts?: Partial<ErasureCounts>;
  /** Files its deleted rows named: erased once no declared `fileUses` column names them any longer. */
  released?: readonly (string | null)[];
  /** Ids of the outbox rows it deleted, whose copies (`DATA_DIR/mail`) the erasure's task removes. */
  mails?: readonly string[];
}

/** Whose data an export gathers: one company's applications, or every company's when `companyId` is absent. */
export interface ExportScope {
  candidateId: string;
  companyId?: string;
  /** The company's own work (notes, annotations, scorecards): in an Admin's export only when asked for. */
  workProduct: boolean;
  /** The account's address and each application's, to tell the mail to the candidate from the team's. */
  accountEmail: string;
  applications: readonly { id: string; email: string }[];
}

/**
 * The parts of an exported application that hang from it in tables of their own, and the files they name
 * (`attachedFiles`, ids of `files` rows), which the ZIP carries as the application's attachments.
 */
export type ExportedPart = Partial<
  Pick<
    ExportedApplication,
    'history' | 'interviews' | 'emails' | 'messages' | 'notes' | 'resume_annotations' | 'scorecards'
  >
> & { attachedFiles?: readonly string[] };

/** A capability's parts of the exported applications, by application id. */
export type ExportedParts = ReadonlyMap<string, ExportedPart>;

/**
 * One part of every application in the scope, from rows in their order, each made into its exported shape: an
 * application without rows gets an empty list, as the export has always shown it.
 */
export function partByApplication<Key extends keyof ExportedPart, Row extends { applicationId: string | null }>(
  scope: ExportScope,
  key: Key,
  rows: readonly Row[],
  item: (row: Row) => NonNullable<ExportedPart[Key]>[number],
): ExportedParts {
  const lists = new Map(scope.applications.map(({ id }) => [id, [] as NonNullable<ExportedPart[Key]>[number][]]));
  for (const row of rows) if (row.applicationId !== null) lists.get(row.applicationId)?.push(item(row));
  return new Map([...lists].map(([id, list]) => [id, { [key]: list } as ExportedPart]));
}

/**
 * How many rows of a table hang from the applications a company erasure takes, by `column` (its `application_id`):
 * rows that go with their application by the foreign key's cascade are counted before it goes.
 */
export async function countErased(tx: Tx, column: PgColumn, scope: ErasureScope): Promise<number> {
  if (scope.kind !== 'company' || scope.applicationIds.length === 0) return 0;
  const [counted] = await tx
    .select({ rows: count() })
    .from(column.table)
    .where(inArray(column, [...scope.applicationIds]));
  return counted?.rows ?? 0;
}
