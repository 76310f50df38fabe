import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKeyOf } from '../secret-files.js';

/**
 * The reply address of one application (decision 095): `REPLY_TO_ADDRESS` with a `+token` that names the application
 * and proves it was ours to give. The token is the application's id and 80 bits of an HMAC of it, in lower-case base32
 * (42 characters), so that it reads back from any mail system that folds case, and a mailbox's answer is matched
 * without a table scan and without trusting an id nobody signed.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const ID_BYTES = 16;
const TAG_BYTES = 10;
const ID_CHARS = Math.ceil((ID_BYTES * 8) / 5);
const TAG_CHARS = (TAG_BYTES * 8) / 5;
const TOKEN = new RegExp(`^[${ALPHABET}]{${ID_CHARS + TAG_CHARS}}$`);

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      if (index < length) bytes[index++] = (value >>> (bits - 8)) & 255;
      bits -= 8;
    }
  }
  return bytes;
}

const tagOf = (key: string, id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, TAG_BYTES);

/** The token of application `applicationId` (a UUID), signed with `key` (`signingKeyOf(config, 'reply-address')`). */
export function replyToken(key: string, applicationId: string): string {
  const id = Buffer.from(applicationId.replaceAll('-', ''), 'hex');
  return base32(id) + base32(tagOf(key, id));
}

/** The application a token names, or null for one that is malformed or that we did not sign. */
export function applicationOfToken(key: string, token: string): string | null {
  const folded = token.toLowerCase();
  if (!TOKEN.test(folded)) return null;
  const id = fromBase32(folded.slice(0, ID_CHARS), ID_BYTES);
  const tag = fromBase32(folded.slice(ID_CHARS), TAG_BYTES);
  if (!timingSafeEqual(tag, tagOf(key, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `hiring@mail.example.com` and a token: `hiring+token@mail.example.com`. */
export function replyAddressOf(replyToAddress: string, token: string): string {
  const at = replyToAddress.lastIndexOf('@');
  return `${replyToAddress.slice(0, at)}+${token}${replyToAddress.slice(at)}`;
}

/**
 * The application an address of ours names: its `+token` part, whatever the mailbox's local part and domain (a
 * provider may deliver an alias). Null for any other address.
 */
export function applicationOfAddress(key: string, address: string): string | null {
  const match = /\+([a-z2-7]+)@[^@]+$/i.exec(address.trim());
  return match ? applicationOfToken(key, match[1]!) : null;
}

/** The key reply tokens are signed with: the app's signing secret, for this use alone. */
export const replyKeyOf = (config: { signingSecret: string | undefined; dataDir: string }) =>
  signingKeyOf(config, 'reply-address');

/**
 * The reply address of each application's conversation, as the mail worker writes it into mail to a candidate
 * (decision 098); undefined without `REPLY_TO_ADDRESS`, when mail is answered to the member who sent it.
 */
export async function replyAddressesOf(config: {
  replyToAddress: string | undefined;
  signingSecret: string | undefined;
  dataDir: string;
}): Promise<((applicationId: string) => string) | undefined> {
  const { replyToAddress } = config;
  if (!replyToAddress) return undefined;
  const key = await replyKeyOf(config);
  return (applicationId) => replyAddressOf(replyToAddress, replyToken(key, applicationId));
}
