// The server's two layers, read by ESLint's fences (eslint.config.js) and the folder graph (check-folder-graph.mjs).
// The core is what every capability stands on; it imports no capability. Every other folder of src/server is a
// capability, reached from outside through its index.ts. The composition root wires the capabilities together.
import { readdirSync } from 'node:fs';

export const SERVER = 'src/server';

/** Folders and single files of the core, as named under src/server. */
export const CORE = [
  'db',
  'http',
  'mail',
  'tasks',
  'files',
  'html',
  'monitoring',
  'secrets',
  'candidate-data.ts',
  'capability.ts',
  'clock.ts',
  'config.ts',
  'data-dir-lock.ts',
  'log.ts',
  'metrics.ts',
  'one-line.ts',
  'refusal.ts',
  'rich-text.ts',
  'secret-files.ts',
  'workers.ts',
];

/** The files that build the process from the capabilities: they may import any capability's index. */
export const COMPOSITION = ['app.ts', 'main.ts', 'capabilities.ts'];

/** Test support, which reaches into capabilities on purpose to make their data. */
export const TEST_SUPPORT = ['test'];

/** The capability folders, read from disk so that a new one is fenced in the day it appears. */
export function capabilities(root = '.') {
  return readdirSync(`${root}/${SERVER}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !CORE.includes(entry.name) && !TEST_SUPPORT.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}
