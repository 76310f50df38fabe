import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import type { ApplicationDraft } from '../../shared/application-drafts.js';
import type { ApplicationListItem } from '../../shared/applications.js';
import type { Posting } from '../../shared/postings.js';
import type { SourceCount } from '../../shared/sources.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app } = await createTestApp();

function get(url: string, token: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { authorization: token, ...headers } });
}

/** A new candidate applies to `posting`, sending `source` as given (left out when undefined). */
async function applyFrom(posting: Pick<Posting, 'id' | 'questions'>, source: unknown, firstName = 'Ada') {
  const candidate = await makeCandidate(app);
  const overrides = source === undefined ? { first_name: firstName } : { first_name: firstName, source };
  return makeApplication(app, candidate.token, posting, overrides);
}

async function listOf(company: TestAccount, query = '') {
  const response = await get(`/api/applications/${query ? `?${query}` : ''}`, company.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ApplicationListItem[]; total: number }>();
}

async function detailOf(company: TestAccount, applicationId: string): Promise<ApplicationDetail> {
  const response = await get(
    urlOf(applicationEndpoints.list, { query: { application_id: applicationId, resume: 'url' } }),
    company.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ApplicationDetail }>().data;
}

describe('where an applicant came from', () => {
  it('is kept lower-cased and trimmed, and anything that is not a short token is kept as no source', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const sent: [unknown, string | null][] = [
      ['linkedin', 'linkedin'],
      ['  LinkedIn ', 'linkedin'],
      ['news.letter_2025-spring', 'news.letter_2025-spring'],
      ['a'.repeat(40), 'a'.repeat(40)],
      ['a'.repeat(41), null],
      ['<script>alert(1)</script>', null],
      ['linked in', null],
      ['-linkedin', null],
      ['', null],
      ['Direct', null],
      [42, null],
      [{ source: 'linkedin' }, null],
      [undefined, null],
    ];
    for (const [source, kept] of sent) {
      const applicationId = await applyFrom(posting, source);
      expect((await detailOf(company, applicationId)).source, JSON.stringify(source)).toBe(kept);
    }
  });

  it('shows in every row of the whole list and of a page, and in the detail', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const fromLinkedIn = await applyFrom(posting, 'linkedin');
    const direct = await applyFrom(posting, undefined);

    const sourceOf = (items: ApplicationListItem[], id: string) =>
      items.find((item) => item.application_id === id)?.source;
    for (const query of ['', 'limit=20&page=1']) {
      const { data } = await listOf(company, query);
      expect(sourceOf(data, fromLinkedIn)).toBe('linkedin');
      expect(sourceOf(data, direct)).toBeNull();
    }
    expect((await detailOf(company, fromLinkedIn)).source).toBe('linkedin');
    expect((await detailOf(company, direct)).source).toBeNull();
  });

  it('filters the list by one source, whatever its case, or by direct for those without one', async () => {
    const company = await makeCompany(app);
    const other = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const otherPosting = await makePosting(app, other.token);
    await applyFrom(posting, 'linkedin', 'Grace');
    await applyFrom(posting, 'linkedin', 'Alan');
    await applyFrom(posting, 'x', 'Barbara');
    await applyFrom(posting, undefined, 'Edsger');
    await applyFrom(otherPosting, 'linkedin', 'Ken');

    const names = async (query: string) => {
      const page = await listOf(company, query);
      return { total: page.total, names: page.data.map((item) => item.first_name).sort() };
    };
    expect(await names('source=linkedin')).toEqual({ total: 2, names: ['Alan', 'Grace'] });
    expect(await names('source=LinkedIn&limit=1&page=2')).toEqual({ total: 2, names: ['Grace'] });
    expect(await names('source=direct')).toEqual({ total: 1, names: ['Edsger'] });
    expect(await names('source=x&search=barb')).toEqual({ total: 1, names: ['Barbara'] });
    expect(await names('source=facebook')).toEqual({ total: 0, names: [] });
    expect(await names('source=%3Cb%3E')).toEqual({ total: 0, names: [] });
    expect(await names('source=')).toMatchObject({ total: 4 });
  });

  it("counts the company's applications by source, the most first, without a deleted posting's", async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const removed = await makePosting(app, company.token);
    await applyFrom(posting, 'email');
    await applyFrom(posting, 'linkedin');
    await applyFrom(posting, 'linkedin');
    await applyFrom(posting, undefined);
    await applyFrom(removed, 'facebook');
    const deleted = await app.inject({
      ...requestOf(postingEndpoints.remove),
      headers: { authorization: company.token },
      payload: { id: removed.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await applyFrom(await makePosting(app, (await makeCompany(app)).token), 'x');

    const response = await get(urlOf(applicationEndpoints.sources), company.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ status: number; data: SourceCount[] }>()).toEqual({
      status: 200,
      data: [
        { source: 'linkedin', total: 2 },
        { source: 'email', total: 1 },
        { source: null, total: 1 },
      ],
    });
    expect((await get(urlOf(applicationEndpoints.sources), (await makeCandidate(app)).token)).statusCode).toBe(403);
  });

  it('changes the whole list ETag when a sourced application arrives, and its filtered list shows it at once', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    await applyFrom(posting, 'linkedin');
    const before = await get(urlOf(applicationEndpoints.list), company.token);
    const tag = before.headers.etag as string;
    expect((await get(urlOf(applicationEndpoints.list), company.token, { 'if-none-match': tag })).statusCode).toBe(304);

    const newest = await applyFrom(posting, 'facebook');
    const after = await get(urlOf(applicationEndpoints.list), company.token, { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.json<{ data: ApplicationListItem[] }>().data[0]).toMatchObject({
      application_id: newest,
      source: 'facebook',
    });

    const fromFacebook = () => get(urlOf(applicationEndpoints.list, { query: { source: 'facebook' } }), company.token);
    expect((await fromFacebook()).json<{ total: number }>().total).toBe(1);
    const another = await applyFrom(posting, 'facebook');
    const filtered = await fromFacebook();
    expect(filtered.json<{ total: number; data: ApplicationListItem[] }>()).toMatchObject({
      total: 2,
      data: [{ application_id: another }, { application_id: newest }],
    });
  });

  it('is kept in the apply wizard draft, normalised as a submission is', async () => {
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, (await makeCompany(app)).token);
    const saveDraft = async (source: unknown) => {
      const response = await app.inject({
        ...requestOf(candidateApplicationEndpoints.saveDraft, { params: { posting_id: posting.id } }),
        headers: { authorization: candidate.token },
        payload: { step: 'Personal Information', values: { first_name: 'Ada', source } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: ApplicationDraft }>().data.values.source;
    };
    expect(await saveDraft(' Email ')).toBe('email');
    expect(await saveDraft('javascript:alert(1)')).toBeNull();
  });
});
