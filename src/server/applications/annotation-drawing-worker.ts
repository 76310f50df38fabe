import { parentPort, workerData } from 'node:worker_threads';
import { flattenAnnotations, type FlattenedMark } from './flatten-annotations.js';
import { keptStamp } from './stamp-images.js';

/** A mark as the database answers it: the ink's paths still JSON text, parsed here rather than on the request thread. */
export type StoredMark = Omit<FlattenedMark, 'paths'> & { paths: string | null };

export type DrawingTask =
  { kind: 'flatten'; resume: Uint8Array; marks: StoredMark[] } | { kind: 'stamp'; png: Uint8Array };

async function draw(task: DrawingTask): Promise<Uint8Array | undefined> {
  if (task.kind === 'stamp') return keptStamp(task.png);
  const marks = task.marks.map((mark) => ({
    ...mark,
    paths: mark.paths === null ? null : (JSON.parse(mark.paths) as [number, number][][]),
  }));
  return flattenAnnotations(task.resume, marks);
}

parentPort!.postMessage((await draw(workerData as DrawingTask)) ?? null);
