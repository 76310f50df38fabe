import { z } from 'zod';
import { answerOf } from './api.js';
import { type MemberRole, requiredText } from './auth.js';
import { MEMBER_ROLE_NAMES, withArticle } from './roles.js';

/**
 * What a company's API token may do, one scope a capability; a call admits a token only when its declaration names
 * one of these as its `token` (`endpoint.ts`), so that a call nobody thought about refuses tokens.
 */
export const API_TOKEN_SCOPES = {
  read_postings: "Read the company's postings and its pipeline's stages.",
  manage_postings: 'Create, change, close and delete postings.',
  read_applications: 'Read applications, the pipeline board, notes and timelines.',
  change_applications: 'Move applications between stages, change their status and add notes.',
  read_interviews: "Read applications' interviews.",
  manage_interviews: 'Schedule, change and cancel interviews.',
  read_scorecards: "Read applications' scorecards and a posting's comparison.",
} as const;
export type ApiTokenScope = keyof typeof API_TOKEN_SCOPES;
export const API_TOKEN_SCOPE_NAMES = Object.keys(API_TOKEN_SCOPES) as [ApiTokenScope, ...ApiTokenScope[]];

/** What marks an API token apart from a session's token, which is 43 characters of base64url. */
export const API_TOKEN_PREFIX = 'ohk_';
const API_TOKEN_NAME_MAX_LENGTH = 100;

export const API_TOKEN_MESSAGES = {
  name: 'Name the token.',
  scopes: 'Choose at least one scope.',
  expiry: 'Choose an expiry in the future.',
  revoked: 'Token revoked.',
  refused: 'API tokens may not make this call; sign in to make it.',
  missingScope: (scope: ApiTokenScope) => `This API token may not make this call: it needs the ${scope} scope.`,
  notFound: 'No such token.',
} as const;

/** Why a token was revoked, as its list says: by an Admin, or with its maker's power to manage tokens. */
export const API_TOKEN_REVOCATIONS = {
  byAdmin: (admin: string) => `Revoked by ${admin}.`,
  makerRemoved: (maker: string) => `Revoked when ${maker}, who made it, was removed from the team.`,
  makerDemoted: (maker: string, role: MemberRole) =>
    `Revoked when ${maker}, who made it, became ${withArticle(MEMBER_ROLE_NAMES[role])}, who may not manage API tokens.`,
} as const;

/** What the API tokens screen says when a call succeeds. */
export const API_TOKEN_TOASTS = {
  copied: 'Token copied.',
} as const;

export const NewApiTokenSchema = z.strictObject({
  name: requiredText(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_MESSAGES.name),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPE_NAMES))
    .min(1, API_TOKEN_MESSAGES.scopes)
    .max(API_TOKEN_SCOPE_NAMES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expires_at: z.iso
    .datetime({ offset: true, error: API_TOKEN_MESSAGES.expiry })
    .refine((moment) => Date.parse(moment) > Date.now(), API_TOKEN_MESSAGES.expiry)
    .nullable()
    .optional(),
});

export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell it apart from the company's others. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPE_NAMES)),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** When the token stopped working by revocation, and why; both null while it is not revoked. */
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokensAnswerSchema = answerOf({ data: z.array(ApiTokenSchema) });
/** The token itself is answered here and nowhere else: it is kept only as its hash. */
export const CreatedApiTokenAnswerSchema = answerOf({ data: ApiTokenSchema, token: z.string() }, 201);
export const ApiTokenScopesAnswerSchema = answerOf({
  data: z.array(z.object({ name: z.enum(API_TOKEN_SCOPE_NAMES), description: z.string() })),
});

export const ApiTokenCallSchema = z.object({
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  at: z.string(),
});
export const ApiTokenCallsAnswerSchema = answerOf({ data: z.array(ApiTokenCallSchema) });
export type ApiTokenCall = z.infer<typeof ApiTokenCallSchema>;
