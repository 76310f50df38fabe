import { askWorker } from '../workers.js';

// Judging a password takes zxcvbn from tens of milliseconds to about half a second for 128 characters, and its
// dictionaries take about 27 MB of the process once loaded (decision 079): both belong to one worker thread, started
// by the first password a person chooses, never to the thread that answers everyone's requests.

const WORKER_OPTIONS = {
  // The dictionaries take about a third of the old generation; a smaller young one makes the worker collect sooner
  // (its resident size stays near 45 MB after a hundred long checks, against 75 MB with Node's defaults).
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
};

const judge = askWorker<string, number>(import.meta.url, 'password-strength-worker', WORKER_OPTIONS);

/** zxcvbn's score of `password`: 0 for one guessed at once, 4 for one beyond the attacks it models. */
export function passwordScore(password: string): Promise<number> {
  return judge(password);
}
