import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../shared/text.js';
import { applicationDrafts, applications, postings, users } from '../db/schema.js';
import { makeCandidate, makeCompany, STRONG_PASSWORD, uniqueEmail } from '../test/factories.js';
import { applicationInput } from '../test/factories-applications.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;
const company = await makeCompany(app);
const candidate = await makeCandidate(app);
const posting = await makePosting(app, company.token);

const NUL_REFUSAL = (field: string) => ({
  status: 400,
  error: 'Text cannot contain NUL characters.',
  fields: { [field]: 'Text cannot contain NUL characters.' },
});

const count = async (table: typeof postings | typeof applications | typeof users | typeof applicationDrafts) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    // A string, so that a key with a NUL in it reaches the server as the client wrote it.
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in a field of a body, names the field and stores nothing', async () => {
    const before = await count(postings);
    const response = await send(
      'POST',
      urlOf(postingEndpoints.create),
      postingInput({ title: 'Back\u0000end' }),
      company.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_REFUSAL('title'));
    expect(await count(postings)).toBe(before);
  });

  it('refuses a NUL character in an item of a list, at any depth', async () => {
    const postingsBefore = await count(postings);
    const question = await send(
      'POST',
      urlOf(postingEndpoints.create),
      postingInput({ questions: ['Why us?', 'And \u0000 then?'] }),
      company.token,
    );
    expect(question.statusCode).toBe(400);
    expect(question.json()).toEqual(NUL_REFUSAL('questions.1'));
    expect(await count(postings)).toBe(postingsBefore);

    const applicationsBefore = await count(applications);
    const answer = await send(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      applicationInput(posting, { questions: [{ question: posting.questions[0], answer: 'I \u0000 code' }] }),
      candidate.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(NUL_REFUSAL('questions.0.answer'));
    const legal = await send(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      applicationInput(posting, { legal_questions: { race: 'Other\u0000' } }),
      candidate.token,
    );
    expect(legal.json()).toEqual(NUL_REFUSAL('legal_questions.race'));
    expect(await count(applications)).toBe(applicationsBefore);
  });

  it('refuses a key with a NUL character in it', async () => {
    const before = await count(postings);
    const response = await send(
      'POST',
      urlOf(postingEndpoints.create),
      { ...postingInput(), 'extra\u0000key': 'ignored otherwise' },
      company.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_REFUSAL('extrakey'));
    expect(await count(postings)).toBe(before);
  });

  it('refuses a NUL character in a query parameter', async () => {
    const recruiterSearch = await send('GET', '/api/applications/?search=Ada%00', undefined, company.token);
    expect(recruiterSearch.statusCode).toBe(400);
    expect(recruiterSearch.json()).toEqual(NUL_REFUSAL('search'));
    const candidateSearch = await send(
      'GET',
      '/api/candidate/recent_postings/?location=Tor%00',
      undefined,
      candidate.token,
    );
    expect(candidateSearch.json()).toEqual(NUL_REFUSAL('location'));
  });

  it('refuses a NUL character in the e-mail of a sign-in, a sign-up and a reset', async () => {
    const usersBefore = await count(users);
    const login = await send('POST', '/login/', { email: `${company.email}\u0000`, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(NUL_REFUSAL('email'));
    const register = await send('POST', urlOf(authEndpoints.registerCandidate), {
      email: `x\u0000${uniqueEmail()}`,
      password: STRONG_PASSWORD,
      name: 'Nul',
    });
    expect(register.json()).toEqual(NUL_REFUSAL('email'));
    const forgot = await send('POST', '/forgot_password/', { email: `${company.email}\u0000` });
    expect(forgot.json()).toEqual(NUL_REFUSAL('email'));
    expect(await count(users)).toBe(usersBefore);
  });
});

describe('dates PostgreSQL cannot store', () => {
  it.each(['+275760-09-13', '0000-01-01', '+099999-01-01', '1899-12-31'])(
    'refuses a posting date of %s with 400 and stores nothing',
    async (date) => {
      const before = await count(postings);
      const response = await send(
        'POST',
        urlOf(postingEndpoints.create),
        postingInput({ posting_date: date }),
        company.token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.posting_date).toMatch(/between 1900 and 9999/);
      expect(await count(postings)).toBe(before);
    },
  );

  it('refuses a deadline after the year 9999 and accepts one in it', async () => {
    const refused = await send(
      'POST',
      urlOf(postingEndpoints.create),
      postingInput({ deadline: '+010000-01-01T00:00:00Z' }),
      company.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.deadline).toMatch(/between 1900 and 9999/);
    const accepted = await send(
      'POST',
      urlOf(postingEndpoints.create),
      postingInput({ deadline: '9999-12-31' }),
      company.token,
    );
    expect(accepted.statusCode).toBe(201);
  });
});

describe('control characters and broken Unicode', () => {
  const BROKEN_UNICODE = 'Text cannot contain broken Unicode characters (a lone surrogate).';

  it('refuses a line break or another control character in a name with 400 naming the field, and stores nothing', async () => {
    const usersBefore = await count(users);
    const signup = await send('POST', urlOf(authEndpoints.registerCandidate), {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: 'Ada\r\nBcc: everyone@example.test',
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({
      status: 400,
      error: TEXT_MESSAGES.singleLine,
      fields: { name: TEXT_MESSAGES.singleLine },
    });
    const companySignup = await send('POST', urlOf(authEndpoints.registerRecruiter), {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: 'Acme\u001b[31m',
      address: 'Paris France',
    });
    expect(companySignup.json().fields).toEqual({ name: TEXT_MESSAGES.singleLine });
    expect(await count(users)).toBe(usersBefore);

    const postingsBefore = await count(postings);
    const title = await send(
      'POST',
      urlOf(postingEndpoints.create),
      postingInput({ title: 'Backend\nengineer' }),
      company.token,
    );
    expect(title.statusCode).toBe(400);
    expect(title.json().fields).toEqual({ title: TEXT_MESSAGES.singleLine });
    expect(await count(postings)).toBe(postingsBefore);
  });

  it('keeps line breaks and tabs in a longer text and refuses its other control characters', async () => {
    const kept = await send(
      'POST',
      urlOf(profileEndpoints.saveCandidate),
      { first_name: 'Ada', short_bio: 'Line one\r\n\tLine two' },
      candidate.token,
    );
    expect(kept.statusCode).toBe(200);
    const refused = await send(
      'POST',
      urlOf(profileEndpoints.saveCandidate),
      { first_name: 'Ada', short_bio: 'Ring \u0007 the bell' },
      candidate.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ short_bio: TEXT_MESSAGES.controlCharacters });
    const profile = await send('GET', urlOf(profileEndpoints.candidate), undefined, candidate.token);
    expect(profile.json().data.short_bio).toBe('Line one\r\n\tLine two');
  });

  it('refuses a lone surrogate anywhere in a body with 400 naming the field, and stores nothing', async () => {
    const draftsBefore = await count(applicationDrafts);
    const draft = await app.inject({
      ...requestOf(candidateApplicationEndpoints.saveDraft, { params: { posting_id: posting.id } }),
      headers: { 'content-type': 'application/json', authorization: candidate.token },
      payload: '{"step":"Personal Information","values":{"first_name":"Ada","address":"1 Main St \\ud800"}}',
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual({ status: 400, error: BROKEN_UNICODE, fields: { 'values.address': BROKEN_UNICODE } });
    expect(await count(applicationDrafts)).toBe(draftsBefore);

    const signup = await app.inject({
      ...requestOf(authEndpoints.registerCandidate),
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${uniqueEmail()}","password":"${STRONG_PASSWORD}","name":"Ada \\udc00"}`,
    });
    expect(signup.json()).toEqual({ status: 400, error: BROKEN_UNICODE, fields: { name: BROKEN_UNICODE } });

    const paired = await send('POST', urlOf(authEndpoints.registerCandidate), {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: 'Ada 😀',
    });
    expect(paired.statusCode).toBe(201);
  });
});
