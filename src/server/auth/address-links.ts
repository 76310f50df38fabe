import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ADDRESS_LINK_TTL_MS } from '../../shared/auth.js';
import type { Config } from '../config.js';
import { signingKeyOf } from '../secret-files.js';

const USE = 'address-link';
const PREFIX = 'a.';

const SignedAddressSchema = z.object({ email: z.string().max(254), expires: z.number().int() });

const signatureOf = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A token that signs a candidate in as the owner of `email` until it expires: the link of an application's
 * confirmation e-mail. Whoever can read that mailbox owns the address, as with an e-mailed code.
 */
export async function addressLinkToken(config: Config, email: string, now = Date.now()): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ email, expires: now + ADDRESS_LINK_TTL_MS })).toString('base64url');
  return `${PREFIX}${payload}.${signatureOf(await signingKeyOf(config, USE), payload)}`;
}

export const isAddressLinkToken = (token: string) => token.startsWith(PREFIX);

/** The address a token signs, or none when its signature is not ours or it has expired. */
export async function addressOfLink(config: Config, token: string): Promise<string | undefined> {
  const [payload = '', signature = ''] = token.slice(PREFIX.length).split('.');
  const expected = Buffer.from(signatureOf(await signingKeyOf(config, USE), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let signed: unknown;
  try {
    signed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = SignedAddressSchema.safeParse(signed);
  if (!parsed.success || parsed.data.expires <= Date.now()) return undefined;
  return parsed.data.email;
}
