import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { samplePdf } from '../src/server/test/pdf.js';
import { ONE_PIXEL_PNG } from '../src/server/test/pictures.js';
import { APPLICATION_TOASTS } from '../src/shared/applications.js';
import { PIPELINE_TOASTS } from '../src/shared/pipeline.js';
import { PROFILE_TOASTS } from '../src/shared/profiles.js';
import { expect, fillPersonalStep, finishApplication, test } from './support/index.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every call the page makes to the API, with its body, to read back what went where. */
function apiCalls(page: Page) {
  const calls: Request[] = [];
  const uploads: Promise<{ status: number; type: string }>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  // An upload's answer is read as it arrives: the page may have moved on before the test looks.
  page.on('response', (response) => {
    if (!/^\/api\/uploads\/?$/.test(new URL(response.url()).pathname)) return;
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    uploads.push(
      response.json().then((answer) => ({
        status: response.status(),
        type: (answer as { data: { content_type: string } }).data.content_type,
      })),
    );
  });
  const find = (method: string, path: RegExp) =>
    calls.filter((request) => request.method() === method && path.test(new URL(request.url()).pathname));
  return {
    /**
     * The uploads made, each with what it answered. The browser's multipart body is not readable here; its purpose is
     * shown by the call that then used the id, which takes only an upload of its own purpose.
     */
    uploads: () => Promise.all(uploads),
    /** The JSON bodies sent to `path`. */
    bodies: (method: string, path: RegExp) =>
      find(method, path).map((request) => request.postDataJSON() as Record<string, unknown>),
  };
}

async function download(page: Page, token: string, url: string): Promise<Buffer> {
  const response = await page.request.get(url, { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return response.body();
}

test('the wizard uploads the resume as a file and the application keeps those very bytes', async ({
  page,
  api,
  signIn,
}) => {
  test.setTimeout(120_000);
  const recruiter = await api.registerRecruiter();
  const postingId = await api.createPosting(recruiter);
  const candidate = await api.registerCandidate();
  const calls = apiCalls(page);
  await signIn(candidate);
  await page.goto(`/apply/${postingId}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await fillPersonalStep(page);
  await finishApplication(page);

  expect(await calls.uploads()).toEqual([{ status: 201, type: 'application/pdf' }]);
  const [draftResume] = calls.bodies('PUT', /\/api\/candidate\/drafts\/[^/]+\/resume$/);
  expect(Object.keys(draftResume!)).toEqual(['resume_file_id']);
  for (const body of calls.bodies('POST', /\/api\/candidate\/new_application\/?$/))
    expect(body).not.toHaveProperty('resume');

  const token = await api.signIn(recruiter);
  const list = await page.request.get('/api/applications/', { headers: { authorization: token } });
  const [application] = ((await list.json()) as { data: { application_id: string }[] }).data;
  const detail = await page.request.get(`/api/applications/?application_id=${application!.application_id}&resume=url`, {
    headers: { authorization: token },
  });
  const { resume_url: resumeUrl } = ((await detail.json()) as { data: { resume_url: string } }).data;
  expect(sha256(await download(page, token, resumeUrl))).toBe(sha256(samplePdf()));
});

test('an offer chosen on the status view and on the board is uploaded as a file, then sent by its id', async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.setTimeout(120_000);
  const recruiter = await api.registerRecruiter();
  await api.withoutUndoWindow(recruiter);
  const postingId = await api.createPosting(recruiter);
  const first = await api.applyWithResume(await api.registerCandidate(), postingId);
  const calls = apiCalls(page);
  await signIn(recruiter);

  await page.goto(`/candidate/${first}`);
  await page.getByRole('button', { name: 'Status view' }).click();
  await page.getByLabel('New status').selectOption('Offer Sent');
  const offer = samplePdf(1, 'Offer letter');
  await page
    .getByLabel(/Offer letter/)
    .setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: offer });
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(APPLICATION_TOASTS.statusUpdated);

  expect(await calls.uploads()).toEqual([{ status: 201, type: 'application/pdf' }]);
  const [change] = calls.bodies('PUT', /^\/api\/change_status\/?$/);
  expect(change).toEqual({ id: first, status: 'Offer Sent', offer_file_id: expect.any(String) });
  const token = await api.signIn(recruiter);
  expect(sha256(await download(page, token, `/api/files/${change!.offer_file_id as string}`))).toBe(sha256(offer));

  // On the board, a move into the Offer Sent stage asks for the offer the same way.
  const second = await api.applyWithResume(await api.registerCandidate(), postingId, { lastName: 'Board' });
  await page.goto(`/jobs/${postingId}/board`);
  await page
    .getByRole('article', { name: 'Ada Board' })
    .getByRole('button', { name: /Move to/ })
    .click();
  await page.getByRole('menuitem', { name: 'Offer Sent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(/Offer letter/)
    .setInputFiles({ name: 'board-offer.pdf', mimeType: 'application/pdf', buffer: offer });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expectToast(PIPELINE_TOASTS.moved('Offer Sent'));
  expect(await calls.uploads()).toHaveLength(2);
  const [move] = calls.bodies('PUT', /^\/api\/change_stage\/?$/);
  expect(move).toMatchObject({ id: second, offer_file_id: expect.any(String) });
  expect(move).not.toHaveProperty('offer');
});

test("a company's new picture is uploaded as a file and shown from the store after saving", async ({
  page,
  api,
  signIn,
  expectToast,
}) => {
  test.setTimeout(90_000);
  const recruiter = await api.registerRecruiter();
  const calls = apiCalls(page);
  await signIn(recruiter);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(PROFILE_TOASTS.profileSaved);

  expect(await calls.uploads()).toEqual([{ status: 201, type: 'image/png' }]);
  const [saved] = calls.bodies('POST', /^\/api\/save_profile\/?$/);
  expect(saved).toMatchObject({ profile_pic: '', picture_file_id: expect.any(String) });
  const logo = page.getByRole('img', { name: `${recruiter.name} logo` });
  await expect(logo).toHaveAttribute('src', `/api/pictures/${saved!.picture_file_id as string}`);
  const served = await page.request.get(`/api/pictures/${saved!.picture_file_id as string}`);
  expect(sha256(await served.body())).toBe(sha256(ONE_PIXEL_PNG));
});
