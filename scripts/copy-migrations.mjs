// The server build is plain tsc output; migrations are SQL files it does not copy. The migrator reads each SQL file
// and meta/_journal.json; drizzle-kit's snapshots (about 180 KB each) serve only to write the next migration.
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', {
  recursive: true,
  filter: (source) => !source.endsWith('_snapshot.json'),
});
