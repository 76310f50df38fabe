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

// A process of its own, started for one drawing: it takes its task, sends its drawing (null for nothing to draw) and
// ends, and every byte it used goes back to the system with it (decision 102). A PDF that pdf-lib cannot rewrite ends
// it with code 1 and nothing sent, which the server answers with its message.
process.once('message', (task: DrawingTask) => {
  draw(task).then(
    (drawn) => process.send!(drawn ?? null, () => process.disconnect()),
    () => {
      process.exitCode = 1;
      process.disconnect();
    },
  );
});
