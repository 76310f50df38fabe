import { MessageAnswerSchema } from './api.js';
import {
  ApiTokenCallsAnswerSchema,
  ApiTokenScopesAnswerSchema,
  ApiTokensAnswerSchema,
  CreatedApiTokenAnswerSchema,
  NewApiTokenSchema,
} from './api-tokens.js';
import { endpoints } from './endpoint.js';
import { IdParamsSchema } from './team.js';

// Admins only, and never with a token: a token that could make tokens could outlive its own revocation.
export const apiTokenEndpoints = endpoints('Tokens', {
  list: {
    method: 'GET',
    path: '/api/api_tokens/',
    summary:
      "The company's API tokens with their scopes, expiry and last use, and those revoked in the last 90 days with why; never the token.",
    access: 'manageApiTokens',
    answers: { 200: ApiTokensAnswerSchema },
  },
  create: {
    method: 'POST',
    path: '/api/api_tokens/',
    summary: 'Creates an API token with the scopes given and answers it once, as `token`: it is kept only as its hash.',
    access: 'manageApiTokens',
    body: NewApiTokenSchema,
    answers: { 201: CreatedApiTokenAnswerSchema },
  },
  scopes: {
    method: 'GET',
    path: '/api/api_tokens/scopes/',
    summary: "The scopes a token may hold, each with what it allows: a call's `x-api-token-scope` names its own.",
    access: 'manageApiTokens',
    answers: { 200: ApiTokenScopesAnswerSchema },
  },
  revoke: {
    method: 'DELETE',
    path: '/api/api_tokens/{id}/',
    summary: 'Revokes an API token: the next call made with it answers 401.',
    access: 'manageApiTokens',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  calls: {
    method: 'GET',
    path: '/api/api_tokens/{id}/calls/',
    summary: 'The latest calls made with an API token, newest first, kept for 90 days.',
    access: 'manageApiTokens',
    params: IdParamsSchema,
    answers: { 200: ApiTokenCallsAnswerSchema },
  },
});
