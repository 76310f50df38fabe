import { z } from 'zod';

/** Whether a path or query id can name a row at all: anything else answers like a missing one, without a query. */
export const isUuid = (id: string): boolean => z.uuid().safeParse(id).success;
