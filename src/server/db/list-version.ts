import { type SQL, sql } from 'drizzle-orm';
import { applicationListVersions } from './schema.js';

/**
 * The version of the company's applications list as text, moved by every change to its applications, postings,
 * stages, scorecards, interviews and moves, and by a member's e-mail to a candidate (migration 0070): what its kept
 * lists, boards, comparisons and reports are read from. NULL before its first application.
 */
export const listVersionOf = (companyId: SQL) =>
  sql<
    string | null
  >`(SELECT ${applicationListVersions.version}::text FROM ${applicationListVersions} WHERE ${applicationListVersions.companyId} = ${companyId})`;
