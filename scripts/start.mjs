// `npm start`, `npm run backup`, `npm run restore`, `npm run files:migrate`, `npm run migrate` and `npm run secrets:rotate`:
// build the web app and the server when the sources are newer than the build, then run the server, or the data command
// with the arguments after its name.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...inputs.map(newestChange)) > built) {
  console.log('Building Openhire…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

const command = process.argv[2];
const dataCommands = ['backup', 'restore', 'files:migrate', 'migrate'];
await import(
  command === 'secrets:rotate'
    ? '../dist/server/secrets/cli.js'
    : dataCommands.includes(command)
      ? '../dist/server/backup/cli.js'
      : '../dist/server/main.js'
);
