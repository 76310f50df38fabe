import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers.js';
import type { StrengthAnswer, StrengthQuestion } from './password-strength-worker.js';

// Judging a password takes zxcvbn from tens of milliseconds to about half a second for 128 characters, and its
// dictionaries take about 27 MB of the process once loaded (decision 079): both belong to one worker thread, started
// by the first password a person chooses, never to the thread that answers everyone's requests.

const WORKER_OPTIONS = {
  // The dictionaries take about a third of the old generation; a smaller young one makes the worker collect sooner
  // (its resident size stays near 45 MB after a hundred long checks, against 75 MB with Node's defaults).
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
};

interface Judge {
  worker: Worker;
  waiting: Map<number, { resolve: (score: number) => void; reject: (error: unknown) => void }>;
}

let judge: Judge | undefined;
let nextId = 0;

/** The worker, started once; one that failed is forgotten, so that the next password starts another. */
function strengthJudge(): Judge {
  if (judge) return judge;
  const worker = startWorker(import.meta.url, 'password-strength-worker', WORKER_OPTIONS);
  // Idle, it keeps no process from ending.
  worker.unref();
  const started: Judge = { worker, waiting: new Map() };
  worker.on('message', ({ id, score }: StrengthAnswer) => {
    started.waiting.get(id)?.resolve(score);
    started.waiting.delete(id);
  });
  const fail = (error: unknown) => {
    if (judge === started) judge = undefined;
    for (const each of started.waiting.values()) each.reject(error);
    started.waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The password strength worker stopped with code ${code}`)));
  judge = started;
  return started;
}

/** zxcvbn's score of `password`: 0 for one guessed at once, 4 for one beyond the attacks it models. */
export function passwordScore(password: string): Promise<number> {
  const { worker, waiting } = strengthJudge();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, password } satisfies StrengthQuestion);
  });
}
