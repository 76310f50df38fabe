import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ANNOTATION_MESSAGES } from '../../shared/annotations.js';
import { HttpError } from '../http/errors.js';
import type { DrawingTask, StoredMark } from './annotation-drawing-worker.js';

/**
 * The heap of one drawing: the largest allowed marks take well under half of it (decision 030). A process of its own
 * rather than a worker thread (decision 102): what a drawing used goes back to the system when it ends, where a
 * thread's leaves the server's resident memory grown by 150 MB and more.
 */
const DRAWING_NODE_OPTIONS = ['--max-old-space-size=192', '--max-semi-space-size=16'];

/** The drawing process's module; from the sources (tests, tsx) it is TypeScript, run through tsx's loader. */
function drawingModule(): { path: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const path = fileURLToPath(new URL(`./annotation-drawing-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url));
  return { path, execArgv: [...(fromSources ? ['--import', 'tsx'] : []), ...DRAWING_NODE_OPTIONS] };
}

/** The largest allowed marks are drawn in a few seconds; past this a drawing is stopped. */
const TIME_LIMIT_MS = 20_000;
/** Drawings that wait for the one running; more are asked to come back. */
const MAX_WAITING = 2;
const RETRY_AFTER_S = 5;

/**
 * The task's drawing, settled once its worker has exited, so that no two ever run at once. Undefined when the worker
 * found nothing to draw (a stamp over the bounds).
 */
function inWorker(task: DrawingTask): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const { path, execArgv } = drawingModule();
    // Structured clone carries the bytes as bytes; JSON, the default, would spell each one out.
    const worker = fork(path, { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let drawn: Uint8Array | null | undefined;
    let failure: unknown;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      worker.kill('SIGKILL');
    }, TIME_LIMIT_MS);
    worker.once('message', (message: Uint8Array | null) => (drawn = message));
    worker.on('error', (error) => (failure ??= error));
    worker.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(new HttpError(503, ANNOTATION_MESSAGES.drawingTooLong, { 'retry-after': String(RETRY_AFTER_S) }));
      } else if (drawn !== undefined) resolve(drawn ?? undefined);
      else reject(failure ?? new Error(`The drawing process stopped with ${signal ?? `code ${code}`}`));
    });
    worker.send(task);
  });
}

/**
 * Draws what grows with stored marks (the annotated PDF, a stamp's kept image) on a worker thread, one at a time, with
 * a memory and a time limit: the request thread keeps answering everyone else meanwhile, and one process never draws
 * more than one at once.
 */
export class AnnotationDrawing {
  private running = false;
  private readonly waiting: (() => void)[] = [];

  /** The resume with the marks drawn in; throws when the worker fails, as for a PDF that pdf-lib cannot rewrite. */
  async flatten(resume: Uint8Array, marks: StoredMark[]): Promise<Uint8Array> {
    return (await this.run({ kind: 'flatten', resume, marks }))!;
  }

  /** The stamp as it is kept; undefined for a PNG whose header declares more than a stamp may be. */
  keptStamp(png: Uint8Array): Promise<Uint8Array | undefined> {
    return this.run({ kind: 'stamp', png });
  }

  private async run(task: DrawingTask): Promise<Uint8Array | undefined> {
    if (this.running) {
      if (this.waiting.length >= MAX_WAITING) {
        throw new HttpError(503, ANNOTATION_MESSAGES.drawingBusy, { 'retry-after': String(RETRY_AFTER_S) });
      }
      // The drawing that ends hands its turn straight to the first one waiting.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    try {
      return await inWorker(task);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }
}
