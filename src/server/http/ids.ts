import { z } from 'zod';
import { HttpError } from './errors.js';

/** Whether a path, query or body id can name a row at all: anything else names nothing, without a query. */
export const isUuid = (id: string): boolean => z.uuid().safeParse(id).success;

/**
 * The one answer to an id that names nothing the caller may see: unknown, malformed and another tenant's alike, so
 * that the answer never tells which. Services answer `undefined` for all three.
 */
export function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new HttpError(404, message);
  return value;
}

/** Looks an id up only if it can name a row; a malformed one answers as an unknown one does. */
export async function findOr404<T>(
  id: string,
  message: string,
  find: (id: string) => Promise<T | undefined>,
): Promise<T> {
  return found(isUuid(id) ? await find(id) : undefined, message);
}
