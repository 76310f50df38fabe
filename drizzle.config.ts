import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write SQL migrations from the tables src/server/db/schema.ts re-exports (one
// file a capability in src/server/db/schema/): the list the app hands Drizzle, so that both see the same tables.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
