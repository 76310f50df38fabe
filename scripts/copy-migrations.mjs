// The server build is plain tsc output; migrations are SQL files it does not copy.
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
