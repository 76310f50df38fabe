import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('runs on its embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Openhire <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad value in one message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://jobs.example.com/' }).appUrl).toBe('https://jobs.example.com');
  });
});

describe('settings for a deployment behind a load balancer', () => {
  it('reads the trusted proxies and the per-address auth ceiling', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).authRateLimit).toBe(100);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
  });

  it('lets outbound requests reach private addresses only when told, under the new name or the old one', () => {
    expect(loadConfig({}).outboundAllowPrivate).toBe(false);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'false', WEBHOOK_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(
      false,
    );
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'yes' })).toThrow(/OUTBOUND_ALLOW_PRIVATE must be true or false/);
  });

  it('keeps twice the cores plus one database connections unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(2 * os.availableParallelism() + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('the keys that seal secrets at rest', () => {
  const key = randomBytes(32);
  const older = randomBytes(32);
  const oldest = randomBytes(32);

  it('reads SECRETS_KEY and SECRETS_KEY_PREVIOUS in base64 or base64url, padded or not', () => {
    expect(loadConfig({})).toMatchObject({ secretsKey: undefined, previousSecretsKeys: [] });
    const config = loadConfig({
      SECRETS_KEY: ` ${key.toString('base64')} `,
      SECRETS_KEY_PREVIOUS: `${older.toString('base64url')}, ${oldest.toString('base64').replace(/=$/, '')},`,
    });
    expect(config.secretsKey).toEqual(key);
    expect(config.previousSecretsKeys).toEqual([older, oldest]);
  });

  it('stops the start on a key that is not 32 bytes in base64, naming the variable and never the value', () => {
    const mustBe = 'must be 32 bytes in base64, as `openssl rand -base64 32` makes them';
    for (const [env, problem] of [
      [{ SECRETS_KEY: randomBytes(31).toString('base64') }, `SECRETS_KEY: SECRETS_KEY ${mustBe}`],
      [{ SECRETS_KEY: randomBytes(33).toString('base64url') }, `SECRETS_KEY: SECRETS_KEY ${mustBe}`],
      [{ SECRETS_KEY: key.toString('hex') }, `SECRETS_KEY: SECRETS_KEY ${mustBe}`],
      [{ SECRETS_KEY: 'correct horse battery staple, a passphrase' }, `SECRETS_KEY: SECRETS_KEY ${mustBe}`],
      [
        { SECRETS_KEY_PREVIOUS: `${older.toString('base64')},${randomBytes(16).toString('base64')}` },
        `SECRETS_KEY_PREVIOUS.1: each key of SECRETS_KEY_PREVIOUS ${mustBe}`,
      ],
    ] as const) {
      const error = (() => {
        try {
          loadConfig(env);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      const { message } = error as ConfigError;
      expect(message).toBe(`Invalid configuration:\n  ${problem}`);
      for (const part of Object.values(env)[0]!.split(',')) expect(message).not.toContain(part.trim());
    }
  });
});
