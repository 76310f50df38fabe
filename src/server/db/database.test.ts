import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';

const database = await createTestDatabase();

describe('the database pool', () => {
  it("fails a lent connection's next statement when its server dropped it, and the process goes on", async () => {
    const lent = await database.pool.connect();
    const { rows } = await lent.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => lent.once('end', resolve));

    await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await ended;

    await expect(lent.query('SELECT 1')).rejects.toThrow();
    lent.release(true);
    expect((await database.pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
