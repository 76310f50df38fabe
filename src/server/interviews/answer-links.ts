import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a link in the candidate's e-mail does: answer the invitation, or pick one of the offered slots. */
export const LINK_ACTIONS = ['accept', 'decline', 'propose', 'pick'] as const;
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

const ClaimsSchema = z.tuple([
  z.uuid(),
  z.uuid(),
  z.enum(LINK_ACTIONS),
  z.number().int().min(0),
  z.number().int(),
  z.uuid().optional(),
]);

const mac = (key: string, claims: string) => createHmac('sha256', key).update(claims).digest();

/**
 * The token of a link, signed with the interview's own key: the link names the interview in the clear, so that the key
 * can be found, and only the key's holder can write a token that passes `readAnswerLink`.
 */
export function signAnswerLink(key: string, link: AnswerLink): string {
  const claims = Buffer.from(
    JSON.stringify([
      link.interviewId,
      link.candidateId,
      link.action,
      link.sequence,
      Math.floor(link.expiresAt.getTime() / 1000),
      ...(link.slotId ? [link.slotId] : []),
    ]),
  ).toString('base64url');
  return `${claims}.${mac(key, claims).toString('base64url')}`;
}

/** The interview a token names, before its signature is checked: undefined for a token that is not one of ours. */
export function interviewOfToken(token: string): string | undefined {
  return claimsOf(token)?.interviewId;
}

function claimsOf(token: string): AnswerLink | undefined {
  const [claims, signature, ...rest] = token.split('.');
  if (claims === undefined || signature === undefined || rest.length > 0) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = ClaimsSchema.safeParse(decoded);
  if (!parsed.success) return undefined;
  const [interviewId, candidateId, action, sequence, expires, slotId] = parsed.data;
  return { interviewId, candidateId, action, sequence, expiresAt: new Date(expires * 1000), slotId };
}

/** The link a token stands for when `key` signed it, else undefined; whether it is still good is the caller's to say. */
export function readAnswerLink(key: string, token: string): AnswerLink | undefined {
  const link = claimsOf(token);
  if (!link) return undefined;
  const [claims, signature] = token.split('.') as [string, string];
  const expected = mac(key, claims);
  const given = Buffer.from(signature, 'base64url');
  // Compared in constant time, so that the time taken tells nothing of the right signature.
  return given.length === expected.length && timingSafeEqual(given, expected) ? link : undefined;
}

export const answerLinkUrl = (appUrl: string, token: string) => `${appUrl}/interviews/answer/${token}`;
