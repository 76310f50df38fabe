import pg from 'pg';
import { Gauge } from 'prom-client';
import { databaseConnectionWait, processMetrics } from '../metrics.js';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;

const pools = new Set<MeasuredPool>();

/** The open pools' figures, summed: a process has one pool, and a backup or restore a second for a while. */
function sumOfPools(figure: (pool: pg.Pool) => number): number {
  let sum = 0;
  for (const pool of pools) {
    if (pool.ended) pools.delete(pool);
    else sum += figure(pool);
  }
  return sum;
}

new Gauge({
  name: 'openhire_database_connections',
  help: 'Connections open to PostgreSQL, busy or idle.',
  registers: [processMetrics],
  collect() {
    this.set(sumOfPools((pool) => pool.totalCount));
  },
});

new Gauge({
  name: 'openhire_database_idle_connections',
  help: 'Open connections to PostgreSQL that no statement is using.',
  registers: [processMetrics],
  collect() {
    this.set(sumOfPools((pool) => pool.idleCount));
  },
});

new Gauge({
  name: 'openhire_database_waiting_requests',
  help: 'Statements and transactions waiting for a connection: above zero for long, the pool is too small.',
  registers: [processMetrics],
  collect() {
    this.set(sumOfPools((pool) => pool.waitingCount));
  },
});

/** A connection pool that times each wait for a connection, as pg's own queries and transactions make them. */
export class MeasuredPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    pools.add(this);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const stop = databaseConnectionWait.startTimer();
    if (!callback) return super.connect().finally(stop);
    super.connect((error, client, release) => {
      stop();
      callback(error, client, release);
    });
  }
}
