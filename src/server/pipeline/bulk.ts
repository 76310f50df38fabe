import type { FastifyBaseLogger } from 'fastify';
import { PIPELINE_MESSAGES } from '../../shared/pipeline.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { Move } from './moves.js';
import { HttpError } from '../http/errors.js';
import { Refusal } from '../refusal.js';

/** How many moves of a bulk run at once: enough to hide round trips, few enough to leave connections to others. */
const CONCURRENT_MOVES = 4;

/**
 * Runs `move` for each application, a few at a time, each in its own transaction: one that fails leaves the others
 * as they are, and the answer says which moved and why the others did not.
 */
export async function moveEach(
  ids: string[],
  move: (id: string) => Promise<Move | undefined>,
  log: FastifyBaseLogger,
): Promise<{ moved: { id: string; undo?: Move['undo'] }[]; failed: { id: string; error: string }[] }> {
  const moved: { id: string; undo?: Move['undo'] }[] = [];
  const failed: { id: string; error: string }[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        const done = await move(id);
        if (done) moved.push(done.undo ? { id, undo: done.undo } : { id });
        else failed.push({ id, error: APPLICATION_NOT_FOUND });
      } catch (error) {
        // Whatever failed rolled back this application's move alone: the others have moved, and an answer of 500
        // would hide which. A refusal says why in words; anything else is ours to look into.
        if (error instanceof Refusal || error instanceof HttpError) failed.push({ id, error: error.message });
        else {
          log.error({ err: error }, 'a bulk move failed');
          failed.push({ id, error: PIPELINE_MESSAGES.moveFailed });
        }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_MOVES, ids.length) }, worker));
  const order = new Map(ids.map((id, index) => [id, index]));
  const byRequest = (a: { id: string }, b: { id: string }) => order.get(a.id)! - order.get(b.id)!;
  return { moved: moved.sort(byRequest), failed: failed.sort(byRequest) };
}
