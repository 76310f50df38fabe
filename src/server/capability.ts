import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { CandidateData } from './candidate-data.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Reactions } from './events.js';
import type { FileService } from './files/service.js';
import type { FileStore } from './files/store.js';
import type { SealedColumn, SecretBox } from './secrets/index.js';
import type { TaskWork } from './tasks/queue.js';

/**
 * What capabilities offer each other once built (`moves`, `guards`): a capability adds what it provides here by
 * declaration merging (`declare module '../capability.js'`), so that the core names none and every use is typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the capabilities
export interface Services {}

/** What a capability is built from: the core's parts and what the capabilities before it in the list provide. */
export interface AppContext {
  config: Config;
  db: Database;
  files: FileService;
  /** Seals for storing, and opens, the secrets members give the app (decision 113). */
  secrets: SecretBox;
  services: Services;
  /** Every capability's candidate data (`candidateDataOf` in `capabilities.ts`), for the erasure and the export (decision 083). */
  candidateData: readonly CandidateData[];
}

/** What a capability's tasks run with, in every process that runs the task queue. */
export interface ProcessContext {
  config: Config;
  db: Database;
  store: FileStore;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  /** Every capability's candidate data, for the retention sweep's erasures (decision 083). */
  candidateData: readonly CandidateData[];
  /** A connection outside the pool (`DatabaseHandle.dedicatedClient`), for one held open for good. */
  dedicatedClient: () => pg.Client;
}

/** Work that runs for the process's life beside its tasks, such as reading a mailbox. */
export interface ProcessWorker {
  /** Finishes what is in flight and stops; called at shutdown once the requests in flight have their answers. */
  stop(): Promise<void>;
}

/**
 * A capability as the app's one list (`capabilities.ts`) takes it: everything it adds to the process, declared in its
 * folder's `index.ts`. Adding a capability is its folder and one line in the list.
 */
export interface Capability {
  /** Its folder's name. */
  name: string;
  /** Builds what it offers the capabilities after it in the list. */
  provides?(context: AppContext): Partial<Services>;
  /** Hooks on every route (the app's, not only its own), added before any route is registered. */
  hooks?(app: FastifyInstance, context: AppContext): void;
  /** Its routes, registered in the list's order. */
  routes?: FastifyPluginAsyncZod<AppContext>;
  /** Its tasks: work that waits, is retried or recurs (decision 049). */
  tasks?(context: ProcessContext): TaskWork<object>[];
  /** Its long-running work, started in every process that runs the task queue. */
  workers?(context: ProcessContext): ProcessWorker[];
  /** What it does when a change publishes an event, in the change's own transaction. */
  reactions?: Reactions;
  /** The candidate's data it keeps, and how it is erased and exported (decision 083). */
  candidateData?: CandidateData;
  /** The columns where it keeps sealed secrets, sealed again under a new key by `npm run secrets:rotate` (decision 113). */
  sealedColumns?: readonly SealedColumn[];
}

export const defineCapability = (capability: Capability): Capability => capability;
