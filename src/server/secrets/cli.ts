// `npm run secrets:rotate`; in a deployment, `node dist/server/secrets/cli.js secrets:rotate`.
import { CAPABILITIES } from '../capabilities.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { withInstallationDatabase } from '../db/installation.js';
import { oneLine } from '../one-line.js';
import { resealAll } from './reseal.js';
import { secretBoxFor } from './secret-box.js';

async function main(): Promise<void> {
  const [command, ...extra] = process.argv.slice(2);
  if (command !== 'secrets:rotate' || extra.length > 0) throw new Error('Usage: npm run secrets:rotate');
  const config = loadConfig();
  const columns = CAPABILITIES.flatMap((capability) => capability.sealedColumns ?? []);
  const { resealed, keyId } = await withInstallationDatabase(config, async (url) => {
    const box = await secretBoxFor(config);
    const database = openDatabase(url, 1);
    try {
      return { resealed: await resealAll(database.db, box, columns), keyId: box.keyId };
    } finally {
      await database.close();
    }
  });
  console.log(`Re-sealed ${resealed} secrets under key ${keyId}`);
}

main().catch((error: unknown) => {
  // One line, whatever failed, configuration problems included.
  process.stderr.write(`${oneLine(error)}\n`);
  process.exit(1);
});
