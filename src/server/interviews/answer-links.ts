import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link in the candidate's e-mail does: answer the invitation, or pick one of the offered slots. */
const LINK_ACTIONS = ['accept', 'decline', 'propose', 'pick'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

/** What a signed link stands for: one action of one candidate on one interview at one revision, until a moment. */
export interface AnswerLink {
  interviewId: string;
  candidateId: string;
  action: LinkAction;
  sequence: number;
  expiresAt: Date;
  /** The slot a pick link picks. */
  slotId?: string;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The signature, over the claims and the candidate they are for: the candidate is bound without being written. */
const mac = (key: string, claims: Buffer, candidateId: string) =>
  createHmac('sha256', key).update(claims).update(candidateId).digest().subarray(0, 16);

/**
 * A link's token: its claims in 25 bytes (the interview, the action, the revision, the end of its validity) or 41
 * with a slot, and a signature with the interview's own key, short enough for an address. The claims name the
 * interview in the clear, so that its key can be found; only the key's holder can write a token that passes
 * `readAnswerLink`.
 */
export function signAnswerLink(key: string, link: AnswerLink): string {
  const claims = Buffer.alloc(link.slotId ? 41 : 25);
  uuidBytes(link.interviewId).copy(claims, 0);
  claims.writeUInt8(LINK_ACTIONS.indexOf(link.action), 16);
  claims.writeUInt32BE(link.sequence, 17);
  claims.writeUInt32BE(Math.floor(link.expiresAt.getTime() / 1000), 21);
  if (link.slotId) uuidBytes(link.slotId).copy(claims, 25);
  return `${claims.toString('base64url')}.${mac(key, claims, link.candidateId).toString('base64url')}`;
}

/** A token's shape: 25 or 41 bytes of claims, a dot, and 16 of signature, each in base64url without padding. */
const TOKEN_SHAPE = /^(?:[\w-]{34}|[\w-]{55})\.[\w-]{22}$/;

/** Whether `token` could be one `signAnswerLink` wrote: what is not needs no look-up to be refused. */
export const hasAnswerLinkShape = (token: string): boolean => TOKEN_SHAPE.test(token);

function claimsOf(token: string) {
  if (!hasAnswerLinkShape(token)) return undefined;
  const [encoded, signature, ...rest] = token.split('.');
  if (encoded === undefined || signature === undefined || rest.length > 0) return undefined;
  const claims = Buffer.from(encoded, 'base64url');
  const action = LINK_ACTIONS[claims[16] ?? -1];
  if ((claims.length !== 25 && claims.length !== 41) || action === undefined) return undefined;
  return {
    claims,
    signature: Buffer.from(signature, 'base64url'),
    interviewId: uuidOf(claims.subarray(0, 16)),
    action,
    sequence: claims.readUInt32BE(17),
    expiresAt: new Date(claims.readUInt32BE(21) * 1000),
    ...(claims.length === 41 && { slotId: uuidOf(claims.subarray(25)) }),
  };
}

/** The interview a token names, before its signature is checked: undefined for a token that is not one of ours. */
export function interviewOfToken(token: string): string | undefined {
  return claimsOf(token)?.interviewId;
}

/**
 * The link a token stands for when `key` signed it for `candidateId`, else undefined; whether it is still good is the
 * caller's to say.
 */
export function readAnswerLink(key: string, candidateId: string, token: string): AnswerLink | undefined {
  const read = claimsOf(token);
  if (!read) return undefined;
  const { claims, signature, ...link } = read;
  const expected = mac(key, claims, candidateId);
  // Compared in constant time, so that the time taken tells nothing of the right signature.
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  return { ...link, candidateId };
}

export const answerLinkUrl = (appUrl: string, token: string) => `${appUrl}/interviews/answer/${token}`;
