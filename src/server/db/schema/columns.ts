import { timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share. It holds no table and imports no schema file, so that every schema file may use it.
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
