import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { migrate, openDatabase } from '../src/server/db/database.js';
import { hasEmbeddedCluster, startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { type BenchSizes, SEED_WORKERS, SIZES, seed } from './seed.js';

/**
 * A million applications (`BENCH_SCALE=1m`): 500 companies, 1,440 postings and 200,000 candidates applying to five
 * each, about 694 applications a posting. Company 1 gets the first 40 postings besides its share of the rest, 42 or
 * 43 in all, about as many as at 100k (so that its postings list and careers page are the same size): with the busy
 * and the scored openings, about 30,400 applications, the biggest company; every other company has two or three postings, about 1,950 applications.
 */
const MILLION: BenchSizes = {
  companies: 500,
  postings: 1_440,
  candidates: 200_000,
  applicationsPerCandidate: 5,
  resumeFiles: 200,
  companyOnePostings: 40,
};

const SCALES: Record<string, BenchSizes> = { '100k': SIZES, '1m': MILLION };

/** The sizes `BENCH_SCALE` names: 100k (the default) or 1m. */
export function benchScale(name = process.env.BENCH_SCALE ?? '100k'): { name: string; sizes: BenchSizes } {
  const sizes = SCALES[name.toLowerCase()];
  if (!sizes) throw new Error(`BENCH_SCALE is 100k or 1m, not ${name}`);
  return { name: name.toLowerCase(), sizes };
}

/** Written beside a finished seed: what it holds, and the application whose resume carries the most annotations. */
const SEEDED = 'bench-seed.json';
const quiet = { info() {}, warn() {}, debug() {} };

/**
 * Seeds the embedded database in `dataDir` at `scale`, or, when a finished seed of the same scale is already there
 * (a kept `BENCH_DATA_DIR`), only applies any newer migrations to it. Answers the annotated application's id.
 *
 * A big seed runs with room for its one transaction: PostgreSQL may write up to 4 GB of WAL between checkpoints, builds
 * the search indexes with 1 GB of memory and joins with 256 MB, and a statement that would spill more than 10 GB to
 * temporary files fails rather than fill the disk; all go back to their defaults before the server is measured.
 */
export async function seededDatabase(dataDir: string, scale: { name: string; sizes: BenchSizes }): Promise<string> {
  const marker = path.join(dataDir, SEEDED);
  const earlier = existsSync(marker)
    ? (JSON.parse(await fs.readFile(marker, 'utf8')) as { scale: string; annotatedApplication: string })
    : undefined;
  if (earlier && earlier.scale !== scale.name)
    throw new Error(`${dataDir} holds the ${earlier.scale} seed, not ${scale.name}: use another BENCH_DATA_DIR`);
  if (!earlier && hasEmbeddedCluster(dataDir))
    throw new Error(`${dataDir} holds a database without a finished seed: remove it, or use another BENCH_DATA_DIR`);
  const embedded = await startEmbeddedPostgres(dataDir, quiet);
  const database = openDatabase(embedded.url, SEED_WORKERS);
  try {
    await migrate(database.pool);
    if (earlier) {
      console.log(`reusing the ${earlier.scale} seed in ${dataDir}`);
      return earlier.annotatedApplication;
    }
    const big = scale.sizes !== SIZES;
    if (big) await roomToSeed(database.pool, true);
    const annotatedApplication = await seed(database, dataDir, scale.sizes);
    if (big) await roomToSeed(database.pool, false);
    await fs.writeFile(marker, JSON.stringify({ scale: scale.name, annotatedApplication }));
    return annotatedApplication;
  } finally {
    await database.close();
    await embedded.stop();
  }
}

async function roomToSeed(pool: ReturnType<typeof openDatabase>['pool'], on: boolean): Promise<void> {
  const settings = { max_wal_size: '4GB', maintenance_work_mem: '1GB', work_mem: '256MB', temp_file_limit: '10GB' };
  for (const [name, value] of Object.entries(settings))
    await pool.query(on ? `ALTER SYSTEM SET ${name} = '${value}'` : `ALTER SYSTEM RESET ${name}`);
  await pool.query('SELECT pg_reload_conf()');
}
