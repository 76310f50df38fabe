import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  countryTerms,
  knownTimeZone,
  localeFromAcceptLanguage,
  READER_TIME_ZONE_HEADER,
  readerTerms,
  type ReaderTerms,
} from '../../shared/dates.js';
import type { Database, Tx } from '../db/database.js';
import { users } from '../db/schema.js';

/** What a browser told of its reader: the zone its clock shows and the language it asks for, each when it did. */
export interface ToldTerms {
  timeZone?: string | undefined;
  locale?: string | undefined;
}

/**
 * The reader's terms a call carries: the time zone in `Time-Zone` (the web app sends it with every call) and the
 * language in the `Accept-Language` every browser sends. Neither is required, and a value that is not a zone or a
 * language is passed over rather than refused: a sign-in or an application must not fail for a hint (decision 090).
 */
export function toldTermsOf(request: FastifyRequest): ToldTerms {
  const zone = request.headers[READER_TIME_ZONE_HEADER];
  return {
    timeZone: knownTimeZone(typeof zone === 'string' ? zone : undefined),
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
  };
}

/** Keeps what a browser told of its reader on their account, leaving what it did not tell as it was. */
export async function rememberReaderTerms(db: Database | Tx, userId: string, told: ToldTerms): Promise<void> {
  const known = {
    ...(told.timeZone !== undefined && { timeZone: told.timeZone }),
    ...(told.locale !== undefined && { locale: told.locale }),
  };
  if (Object.keys(known).length === 0) return;
  await db.update(users).set(known).where(eq(users.id, userId));
}

/** The terms an account's browser last told, else UTC in English: for a member's own mail, which names no posting. */
export async function keptReaderTerms(db: Pick<Database, 'select'>, userId: string): Promise<ReaderTerms> {
  const [kept] = await db
    .select({ timeZone: users.timeZone, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return readerTerms(kept, countryTerms(undefined));
}
