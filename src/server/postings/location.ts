import { sql } from 'drizzle-orm';
import { WORKPLACE_LABELS } from '../../shared/locations.js';
import { postings } from '../db/schema.js';

/**
 * A posting's place as the lists say it and filter by it, in SQL: `postingLocation` of `shared/locations.ts`, the
 * specification's "city, country", what a remote posting names of them, or "Remote".
 */
export const postingLocationSql = () =>
  sql<string>`coalesce(nullif(concat_ws(', ', nullif(${postings.city}, ''), nullif(${postings.country}, '')), ''), ${WORKPLACE_LABELS.remote})`;
