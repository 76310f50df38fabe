import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` that sits beside the module at `besideUrl` (its `import.meta.url`). The
 * built server runs the worker's JavaScript. From the sources (tests, tsx) the worker is TypeScript: Node 20 does not
 * apply tsx's hooks from a worker's `execArgv` to its entry, so a line of JavaScript registers them first.
 */
export function startWorker(besideUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!besideUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, besideUrl), options);
  const source = new URL(`./${name}.ts`, besideUrl).href;
  const register = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(register, { ...options, eval: true });
}
