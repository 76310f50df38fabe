import { PNG } from 'pngjs';
import {
  ANNOTATIONS_MAX,
  INK_MAX_POINTS,
  INK_MAX_POINTS_PER_RESUME,
  STAMP_MAX_SIDE,
  STAMPS_MAX,
} from '../../shared/annotations.js';
import type { Database } from '../db/database.js';
import { resumeAnnotations } from '../db/schema.js';
import { FileService } from '../files/service.js';
import type { FileStore } from '../files/store.js';

/** A PNG of `width` x `height` pixels; by default of varied colours and opacities that compress badly. */
export function pngOf(width: number, height: number, pixel = (x: number, y: number) => [x * 7, y * 5, x ^ y, x + y]) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      image.data.set(
        pixel(x, y).map((value) => value & 255),
        (y * width + x) * 4,
      );
    }
  }
  return PNG.sync.write(image);
}

/** One stroke of as many points as an ink annotation may hold, back and forth across a Letter page. */
export function longestStroke(): [number, number][] {
  return Array.from({ length: INK_MAX_POINTS }, (_, index) => [(index * 7.3) % 600, (index * 13.1) % 780]);
}

/**
 * The most one resume may hold: `ANNOTATIONS_MAX` marks, of which `STAMPS_MAX` stamps as large as one is kept, and all
 * the ink a resume may hold, in strokes as long as allowed. Written straight to the database and the file store, as
 * marks added through the API are kept.
 */
export async function insertLargestAnnotations(
  db: Database,
  store: FileStore,
  applicationId: string,
  authorId: string,
): Promise<void> {
  const placement = { applicationId, authorId, pageIndex: 0, rotation: 0 };
  // As long strokes as allowed while every other ink annotation keeps a point.
  const inks = ANNOTATIONS_MAX - STAMPS_MAX;
  let pointsLeft = INK_MAX_POINTS_PER_RESUME;
  await db.insert(resumeAnnotations).values(
    Array.from({ length: inks }, (_, index) => {
      const points = Math.min(INK_MAX_POINTS, pointsLeft - (inks - index - 1));
      pointsLeft -= points;
      return {
        ...placement,
        kind: 'ink' as const,
        rect: [0, 0, 600, 780] as [number, number, number, number],
        color: '#c00000',
        thickness: 2,
        opacity: 0.5,
        paths: [longestStroke().slice(0, points)],
      };
    }),
  );
  const stamp = { data: pngOf(STAMP_MAX_SIDE, STAMP_MAX_SIDE), contentType: 'image/png', extension: 'png' };
  await new FileService(db, store).storeWith(authorId, stamp, async (tx, insertFile) => {
    const { id } = await insertFile(tx);
    await tx.insert(resumeAnnotations).values(
      Array.from({ length: STAMPS_MAX }, (_, index) => ({
        ...placement,
        kind: 'stamp' as const,
        rect: [20 + index * 10, 20 + index * 10, 400, 400] as [number, number, number, number],
        rotation: 90,
        stampFileId: id,
        altText: `Stamp ${index + 1}`,
      })),
    );
  });
}
