import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { databaseTlsProblem, withLibpqTls } from './db/tls.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithProtocols = (protocols: string[], name: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

/** The size of the key that seals secrets at rest: AES-256's. */
export const SECRETS_KEY_BYTES = 32;

/**
 * A key of `SECRETS_KEY_BYTES` written in base64 or base64url, padded or not, as `openssl rand -base64 32` writes one;
 * undefined for any other text. The alphabet is checked first: Node's decoder skips what is not base64.
 */
export function decodeSecretsKey(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === SECRETS_KEY_BYTES ? key : undefined;
}

// The message names the variable and never echoes the value: it is a key.
const secretsKey = (name: string) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      const key = decodeSecretsKey(text);
      if (key) return key;
      context.addIssue({
        code: 'custom',
        message: `${name} must be ${SECRETS_KEY_BYTES} bytes in base64, as \`openssl rand -base64 ${SECRETS_KEY_BYTES}\` makes them`,
      });
      return z.NEVER;
    });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'DATABASE_URL')
    .superRefine((value, context) => {
      const problem = URL.canParse(value) ? databaseTlsProblem(value) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: `DATABASE_URL's ${problem}` });
    })
    .optional(),
  // The task queue sets itself up on one connection while it holds a lock on another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).optional(),
  UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(8),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'SMTP_URL').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Openhire <no-reply@localhost>'),
  APP_URL: urlWithProtocols(['http:', 'https:'], 'APP_URL').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|[\d.:/a-fA-F, ]+)$/, 'TRUST_PROXY must be true, false, or a list of addresses/CIDRs')
    .default('false'),
  SIGNING_SECRET: z.string().trim().min(32, 'SIGNING_SECRET must be at least 32 characters').optional(),
  SECRETS_KEY: secretsKey('SECRETS_KEY').optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .transform((text) => text.split(',').filter((entry) => entry.trim() !== ''))
    .pipe(z.array(secretsKey('each key of SECRETS_KEY_PREVIOUS')))
    .optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  OUTBOUND_ALLOW_PRIVATE: z.enum(['true', 'false'], 'OUTBOUND_ALLOW_PRIVATE must be true or false').optional(),
  // The name `OUTBOUND_ALLOW_PRIVATE` had while only webhooks went out; the new name wins when both are set.
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false'], 'WEBHOOK_ALLOW_PRIVATE must be true or false').optional(),
  FILE_STORE: z.enum(['disk', 's3'], 'FILE_STORE must be disk or s3').default('disk'),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'S3_ENDPOINT').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z.string().trim().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false').default('false'),
  REPLY_TO_ADDRESS: z
    .string()
    .trim()
    .regex(/^[^\s@+<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, 'REPLY_TO_ADDRESS must be one plain address, without a +tag')
    .optional(),
  IMAP_URL: urlWithProtocols(['imap:', 'imaps:'], 'IMAP_URL').optional(),
  IMAP_MAILBOX: z.string().trim().min(1).max(200).default('INBOX'),
  IMAP_ACCESS_TOKEN_FILE: z.string().trim().min(1).optional(),
  INBOUND_TOKEN: z.string().trim().min(32, 'INBOUND_TOKEN must be at least 32 characters').optional(),
});

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface S3Settings {
  kind: 's3';
  /** Unset: AWS S3 itself, by region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name, as MinIO, Garage and SeaweedFS usually want. */
  forcePathStyle: boolean;
}

export type FileStoreSettings = { kind: 'disk' } | S3Settings;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL server in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** Connections this process keeps open to PostgreSQL. */
  databasePoolSize: number;
  /** Requests carrying a file this process reads and handles at once; the next one is answered 503 (decision 101). */
  uploadsInFlight: number;
  /** Unset: mail is written as .eml files to `dataDir/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Auth calls a minute from one client address. */
  authRateLimit: number;
  /** The calls one of a company's API tokens may make a minute. */
  apiTokenRateLimit: number;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address behind a load balancer. */
  trustProxy: boolean | string;
  /**
   * The key that signs what the app hands out and checks on return (apply challenges, links in e-mails); unset, one
   * generated once and kept in `dataDir` (`signingSecretOf`).
   */
  signingSecret: string | undefined;
  /**
   * The key that seals the secrets members give the app (decision 113); unset, one generated once and kept in
   * `dataDir` (`secretBoxFor`).
   */
  secretsKey: Buffer | undefined;
  /** Older keys whose sealed values still open, until `npm run secrets:rotate` has sealed them again under the current one. */
  previousSecretsKeys: Buffer[];
  /** The bearer token a scraper sends for `/metrics`; unset, the route answers 404. */
  metricsToken: string | undefined;
  /** Seconds between SIGTERM (readiness fails at once) and the process no longer taking requests. */
  shutdownDrainSeconds: number;
  /**
   * Lets the requests the server makes to addresses members chose (webhooks) go to loopback and private addresses, and
   * over plain http: for tests, never in production. `OUTBOUND_ALLOW_PRIVATE`, or its old name `WEBHOOK_ALLOW_PRIVATE`.
   */
  outboundAllowPrivate: boolean;
  /** Disk: `dataDir/files`. */
  fileStore: FileStoreSettings;
  /**
   * The mailbox candidates' answers go to, each application's with a `+token` of its own (decision 095); unset, mail is
   * answered to the member who caused it, as before.
   */
  replyToAddress: string | undefined;
  /** The mailbox read for those answers over IMAP; unset, none is read. */
  imapUrl: string | undefined;
  imapMailbox: string;
  /** A file holding an OAuth2 bearer token for the mailbox (XOAUTH2), read again at each connection. */
  imapAccessTokenFile: string | undefined;
  /** The bearer token `POST /api/inbound/email/` takes; unset, that call answers 404. */
  inboundToken: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops the start with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and container runtimes often pass them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const missing = vars.FILE_STORE === 's3' ? S3_REQUIRED.filter((name) => vars[name] === undefined) : [];
  if (missing.length > 0) {
    const problems = missing.map((name) => `  ${name}: required when FILE_STORE is s3`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL && withLibpqTls(vars.DATABASE_URL),
    // PostgreSQL's rule of thumb, twice the cores plus one: more connections than that only queue inside the
    // server, and with the embedded database these are the cores it shares with the app (decision 011).
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? 2 * os.availableParallelism() + 1,
    uploadsInFlight: vars.UPLOADS_IN_FLIGHT,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    logLevel: vars.LOG_LEVEL,
    authRateLimit: vars.AUTH_RATE_LIMIT,
    apiTokenRateLimit: vars.API_TOKEN_RATE_LIMIT,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    signingSecret: vars.SIGNING_SECRET,
    secretsKey: vars.SECRETS_KEY,
    previousSecretsKeys: vars.SECRETS_KEY_PREVIOUS ?? [],
    metricsToken: vars.METRICS_TOKEN,
    shutdownDrainSeconds: vars.SHUTDOWN_DRAIN_SECONDS,
    outboundAllowPrivate: (vars.OUTBOUND_ALLOW_PRIVATE ?? vars.WEBHOOK_ALLOW_PRIVATE) === 'true',
    fileStore:
      vars.FILE_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: vars.S3_ENDPOINT,
            region: vars.S3_REGION,
            bucket: vars.S3_BUCKET!,
            accessKeyId: vars.S3_ACCESS_KEY_ID!,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'disk' },
    replyToAddress: vars.REPLY_TO_ADDRESS,
    imapUrl: vars.IMAP_URL,
    imapMailbox: vars.IMAP_MAILBOX,
    imapAccessTokenFile: vars.IMAP_ACCESS_TOKEN_FILE && path.resolve(vars.IMAP_ACCESS_TOKEN_FILE),
    inboundToken: vars.INBOUND_TOKEN,
  };
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' ? true : value === 'false' ? false : value;
}
