import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (www.standardwebhooks.com): the secret is `whsec_` and base64 key bytes, and each signature is
// `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`.
const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The `webhook-signature` value: one signature for each secret, space-separated, as during a rotation. */
export function webhookSignature(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
