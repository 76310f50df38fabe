import { parentPort, Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name` that sits beside the module at `besideUrl` (its `import.meta.url`). The
 * built server runs the worker's JavaScript. From the sources (tests, tsx) the worker is TypeScript: Node 20 does not
 * apply tsx's hooks from a worker's `execArgv` to its entry, so a line of JavaScript registers them first.
 */
function startWorker(besideUrl: string, name: string, options: WorkerOptions): Worker {
  if (!besideUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, besideUrl), options);
  const source = new URL(`./${name}.ts`, besideUrl).href;
  const register = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(register, { ...options, eval: true });
}

type Asked<Answer> = { id: number; answer: Answer } | { id: number; error: string };

interface Running<Answer> {
  worker: Worker;
  waiting: Map<number, { resolve: (answer: Answer) => void; reject: (error: unknown) => void }>;
}

/**
 * Asks a worker thread (the module `name` beside `besideUrl`, which calls `answerQuestions`) for work that would hold
 * up every request on the thread answering them. The worker starts with the first question and stays for the next;
 * one that failed is forgotten, so that the next question starts another. Idle, it keeps no process from ending.
 */
export function askWorker<Question, Answer>(
  besideUrl: string,
  name: string,
  options: WorkerOptions = {},
): (question: Question) => Promise<Answer> {
  let running: Running<Answer> | undefined;
  let nextId = 0;
  const start = (): Running<Answer> => {
    const worker = startWorker(besideUrl, name, options);
    worker.unref();
    const started: Running<Answer> = { worker, waiting: new Map() };
    worker.on('message', (asked: Asked<Answer>) => {
      const waiter = started.waiting.get(asked.id);
      started.waiting.delete(asked.id);
      if ('error' in asked) waiter?.reject(new Error(asked.error));
      else waiter?.resolve(asked.answer);
    });
    const fail = (error: unknown) => {
      if (running === started) running = undefined;
      for (const each of started.waiting.values()) each.reject(error);
      started.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The worker ${name} stopped with code ${code}`)));
    return started;
  };
  return (question) => {
    running ??= start();
    const { worker, waiting } = running;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, question });
    });
  };
}

/** In a worker thread: answers each question `askWorker` sends with `answer`, or with the message of what it threw. */
export function answerQuestions<Question, Answer>(answer: (question: Question) => Answer): void {
  parentPort!.on('message', ({ id, question }: { id: number; question: Question }) => {
    let asked: Asked<Answer>;
    try {
      asked = { id, answer: answer(question) };
    } catch (error) {
      asked = { id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(asked);
  });
}
