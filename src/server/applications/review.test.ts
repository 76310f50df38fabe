import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type ApplicationListItem } from '../../shared/applications.js';
import { type ApplicationDetail } from '../../shared/application-details.js';
import { MAIL_MESSAGES } from '../../shared/mail.js';
import { PROFILE_MESSAGES } from '../../shared/profiles.js';
import { applications, files, outbox, statusChanges, users } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { storedKeys } from '../test/stored-files.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
}

/** How many files' bytes the store holds. */
async function storedFileCount(): Promise<number> {
  return (await storedKeys(fileStoreFor(config))).length;
}

async function setup(): Promise<{
  company: TestAccount;
  other: TestAccount;
  candidate: TestAccount;
  applicationId: string;
}> {
  const company = await makeCompany(app);
  // What a status change sends and shows the candidate, rather than its hold (stage-emails.test.ts).
  await withoutUndoWindow(app, company.token);
  const other = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token);
  const applicationId = await makeApplication(app, candidate.token, posting, { email: candidate.email });
  return { company, other, candidate, applicationId };
}

describe("the recruiter's applications", () => {
  it('lists applications to its own postings only, with the recruiter fields', async () => {
    const { company, other, applicationId } = await setup();
    const response = await call('GET', urlOf(applicationEndpoints.list), company.token);
    expect(response.statusCode).toBe(200);
    const items = response.json().data as ApplicationListItem[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      application_id: applicationId,
      job_title: 'Backend Engineer',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+1 416 555 0101',
    });
    expect((await call('GET', urlOf(applicationEndpoints.list), other.token)).json().data).toEqual([]);
  });

  it('filters by candidate name, role and stage, and paginates, in the database', async () => {
    const company = await makeCompany(app);
    const backend = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const design = await makePosting(app, company.token, { title: 'Product Designer' });
    for (const [index, name] of ['Grace', 'Alan', 'Barbara'].entries()) {
      const candidate = await makeCandidate(app);
      await makeApplication(app, candidate.token, index === 2 ? design : backend, {
        first_name: name,
        last_name: `Tester${index}`,
      });
    }
    const get = async (query: string) =>
      (await call('GET', `${urlOf(applicationEndpoints.list)}?${query}`, company.token)).json();
    for (const search of ['gra', 'GRA', 'aCe'])
      expect((await get(`search=${search}`)).data.map((item: ApplicationListItem) => item.first_name)).toEqual([
        'Grace',
      ]);
    expect((await get('search=tester1')).data.map((item: ApplicationListItem) => item.first_name)).toEqual(['Alan']);
    expect((await get('role=designer')).data.map((item: ApplicationListItem) => item.first_name)).toEqual(['Barbara']);
    expect((await get('search=tester&role=backend')).total).toBe(2);
    expect((await get('status=Under%20Review')).data).toEqual([]);
    expect((await get('search=%25')).data).toEqual([]);
    const page = await get('limit=2&page=2');
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(1);
  });

  it('counts every page the same way: by stage, past the last page, and without a deleted posting', async () => {
    const company = await makeCompany(app);
    const other = await makeCompany(app);
    const backend = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const design = await makePosting(app, company.token, { title: 'Product Designer' });
    const elsewhere = await makePosting(app, other.token);
    const applied: string[] = [];
    for (const posting of [backend, backend, backend, design]) {
      const candidate = await makeCandidate(app);
      applied.push(await makeApplication(app, candidate.token, posting));
      await makeApplication(app, candidate.token, elsewhere);
    }
    for (const id of [applied[0], applied[3]]) {
      const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
        id,
        status: 'Under Review',
        offer: '',
      });
      expect(moved.statusCode).toBe(200);
    }
    const get = async (query: string) => {
      const page = (await call('GET', `${urlOf(applicationEndpoints.list)}?${query}`, company.token)).json();
      return {
        total: page.total as number,
        ids: (page.data as ApplicationListItem[]).map((item) => item.application_id),
      };
    };

    expect(await get('limit=3&page=1')).toEqual({ total: 4, ids: [applied[3], applied[2], applied[1]] });
    expect(await get('limit=3&page=3')).toEqual({ total: 4, ids: [] });
    expect(await get(`posting_id=${backend.id}&limit=2&page=2`)).toEqual({ total: 3, ids: [applied[0]] });
    expect(await get('status=Under%20Review&limit=1&page=2')).toEqual({ total: 2, ids: [applied[0]] });
    expect(await get('status=Under%20Review&limit=1&page=5')).toEqual({ total: 2, ids: [] });
    expect(await get('status=Application%20Submitted&role=backend')).toEqual({
      total: 2,
      ids: [applied[2], applied[1]],
    });

    expect((await call('DELETE', urlOf(postingEndpoints.remove), company.token, { id: design.id })).statusCode).toBe(
      200,
    );
    expect(await get('limit=3&page=1')).toEqual({ total: 3, ids: [applied[2], applied[1], applied[0]] });
    expect(await get('status=Under%20Review')).toEqual({ total: 1, ids: [applied[0]] });
    expect(await get('role=designer')).toEqual({ total: 0, ids: [] });
    expect(await get(`posting_id=${design.id}`)).toEqual({ total: 0, ids: [] });
  });

  it('opens one application with its detail, and 404 for another company', async () => {
    const { company, other, applicationId } = await setup();
    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
    ).json().data as ApplicationDetail;
    expect(detail).toMatchObject({
      application_id: applicationId,
      questions: [{ question: 'Tell me about yourself?' }],
    });
    expect(detail.resume.length).toBeGreaterThan(100);
    expect(
      (await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), other.token))
        .statusCode,
    ).toBe(404);
  });

  it('is closed to candidates', async () => {
    const { candidate } = await setup();
    expect((await call('GET', urlOf(applicationEndpoints.list), candidate.token)).statusCode).toBe(403);
  });
});

describe('changing the status', () => {
  it('moves an application to any recruiter status, keeps the history and tells the candidate', async () => {
    const { company, candidate, applicationId } = await setup();
    for (const status of ['Interview Scheduled', 'Application Submitted', 'Not Selected']) {
      const response = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
        id: applicationId,
        status,
        offer: '',
      });
      expect(response.statusCode, status).toBe(200);
    }
    const history = await db.select().from(statusChanges).where(eq(statusChanges.applicationId, applicationId));
    expect(history.map((change) => change.toStatus)).toEqual([
      'Interview Scheduled',
      'Application Submitted',
      'Not Selected',
    ]);
    expect(history[0]).toMatchObject({ fromStatus: 'Application Submitted' });
    const mails = await db.select().from(outbox).where(eq(outbox.applicationId, applicationId));
    // The confirmation of the application, then one e-mail per change.
    expect(mails.map((mail) => mail.recipient)).toEqual(Array(4).fill(candidate.email));
  });

  it('refuses the same status again, a display-only status, and another company', async () => {
    const { company, other, applicationId } = await setup();
    const same = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Application Submitted',
      offer: '',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(APPLICATION_MESSAGES.sameStatus);
    expect(
      (
        await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
          id: applicationId,
          status: 'Offer Accepted',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', urlOf(applicationEndpoints.changeStatus), other.token, {
          id: applicationId,
          status: 'Under Review',
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe('Application Submitted');
  });

  it('attaches a real offer file to Offer Sent and lets the candidate download it', async () => {
    const { company, candidate, applicationId } = await setup();
    const offer = samplePdf(1, 'Offer').toString('base64');
    expect(
      (
        await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
          id: applicationId,
          status: 'Offer Sent',
          offer,
        })
      ).statusCode,
    ).toBe(200);
    const [detail] = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        candidate.token,
      )
    ).json().data as ApplicationDetail[];
    expect(detail).toMatchObject({ status: 'Offer Sent', offer_url: expect.stringMatching(/^\/api\/files\//) });
    const download = await call('GET', detail!.offer_url!, candidate.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await db.select().from(outbox).where(eq(outbox.applicationId, applicationId));
    const mail = mails.find((queued) => queued.subject.endsWith(': Offer Sent'));
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: 'offer.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it('refuses a fake offer file and an offer with another status', async () => {
    const { company, applicationId } = await setup();
    const fake = Buffer.from('#!/bin/sh\nrm -rf /').toString('base64');
    const response = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Offer Sent',
      offer: fake,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(APPLICATION_MESSAGES.offerType);
    const offer = samplePdf(1).toString('base64');
    expect(
      (
        await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
          id: applicationId,
          status: 'Under Review',
          offer,
        })
      ).statusCode,
    ).toBe(400);
    const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toMatchObject({ status: 'Application Submitted', offerFileId: null });
  });

  it("answers 404 to an offer for another company's application and keeps nothing of the offer", async () => {
    const { other, applicationId } = await setup();
    const storedBefore = await storedFileCount();
    const offer = samplePdf(1, 'Offer').toString('base64');
    const response = await call('PUT', urlOf(applicationEndpoints.changeStatus), other.token, {
      id: applicationId,
      status: 'Offer Sent',
      offer,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'No application found' });
    const offerRows = await db
      .select()
      .from(files)
      .innerJoin(users, eq(users.id, files.ownerId))
      .where(eq(users.email, other.email));
    expect(offerRows).toHaveLength(0);
    expect(await storedFileCount()).toBe(storedBefore);
  });
});

describe('e-mailing a candidate', () => {
  it("delivers sanitized HTML with a text part through a real SMTP server, each mail under the company's name and answered to the member who sent it", async () => {
    const { company, candidate, applicationId } = await setup();
    const changed = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Under Review',
    });
    expect(changed.statusCode).toBe(200);
    const response = await call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
      id: applicationId,
      subject: 'Interview next week',
      message:
        '<p>Hello <strong>Ada</strong>,</p><script>steal()</script><p><img src=x onerror=alert(1)>See you &amp; bye</p>',
    });
    expect(response.statusCode).toBe(200);

    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      const toCandidate = smtp.received.filter((received) => received.to.includes(candidate.email));
      const mail = toCandidate.find((received) => received.raw.includes('Interview next week'));
      expect(mail).toBeDefined();
      expect(mail!.raw).toContain('text/plain');
      expect(mail!.raw).toContain('Hello Ada,');
      expect(mail!.raw).toContain('See you & bye');
      expect(mail!.raw).not.toMatch(/<script|onerror|steal\(\)/);

      // The confirmation of the application, the status change and the member's own message, each under the
      // company's name: a reply to the confirmation reaches the recruiter the posting names, a reply to what a member
      // sent reaches that member.
      expect(toCandidate).toHaveLength(3);
      const escapedName = company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const received of toCandidate) {
        expect(received.raw).toMatch(new RegExp(`^From: "?${escapedName}"? <no-reply@localhost>\r?$`, 'm'));
      }
      const replyTo = (received: { raw: string }) => /^Reply-To: (.+?)\r?$/m.exec(received.raw)?.[1];
      expect(toCandidate.map(replyTo).sort()).toEqual([company.email, company.email, 'rita@acme.example'].sort());
    } finally {
      await smtp.close();
    }
  });

  it('shows the recruiter, on the application, each e-mail about it and whether it went out', async () => {
    const { company, candidate, applicationId } = await setup();
    const email = (subject: string) =>
      call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
        id: applicationId,
        subject,
        message: '<p>Hello</p>',
      });
    const accepting = await startTestSmtpServer();
    const refusing = await startTestSmtpServer({ refuseWith: 550 });
    try {
      await deliverDueMail(db, config, accepting.url);
      expect((await email('Interview next week')).statusCode).toBe(200);
      await deliverDueMail(db, config, refusing.url);
      expect((await email('Your offer')).statusCode).toBe(200);
    } finally {
      await accepting.close();
      await refusing.close();
    }

    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
    ).json().data as ApplicationDetail;
    expect(detail.emails).toEqual([
      {
        subject: 'We have your application for Backend Engineer',
        sent_by_name: null,
        status: 'sent',
        created_at: expect.any(String),
        sent_at: expect.any(String),
      },
      {
        subject: 'Interview next week',
        sent_by_name: company.email,
        status: 'failed',
        created_at: expect.any(String),
        sent_at: null,
      },
      {
        subject: 'Your offer',
        sent_by_name: company.email,
        status: 'pending',
        created_at: expect.any(String),
        sent_at: null,
      },
    ]);
    const [own] = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        candidate.token,
      )
    ).json().data as ApplicationDetail[];
    expect(own).not.toHaveProperty('emails');
  });

  it("sends to the candidate's account, never to an address stored on the application", async () => {
    const { company, candidate, applicationId } = await setup();
    await db.update(applications).set({ email: 'typed@example.test' }).where(eq(applications.id, applicationId));
    expect(
      (
        await call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
          id: applicationId,
          subject: 'Next steps',
          message: '<p>x</p>',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
          id: applicationId,
          status: 'Under Review',
        })
      ).statusCode,
    ).toBe(200);
    const mails = await db.select().from(outbox).where(eq(outbox.applicationId, applicationId));
    expect(mails.map((mail) => mail.recipient)).toEqual([candidate.email, candidate.email, candidate.email]);
  });

  it('refuses a subject with a line break, an empty message, and another company', async () => {
    const { company, other, applicationId } = await setup();
    const injected = await call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
      id: applicationId,
      subject: 'Hi\r\nBcc: all@example.test',
      message: '<p>x</p>',
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().error).toBe(MAIL_MESSAGES.subjectLineBreak);
    expect(
      (
        await call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
          id: applicationId,
          subject: 'Hi',
          message: '<script>x</script>',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', urlOf(applicationEndpoints.sendEmail), other.token, {
          id: applicationId,
          subject: 'Hi',
          message: '<p>x</p>',
        })
      ).statusCode,
    ).toBe(404);
    expect(await db.select().from(outbox).where(eq(outbox.subject, 'Hi'))).toHaveLength(0);
  });
});

describe('the company profile', () => {
  it('saves tagline, about us and a real picture, served publicly as an image; the name stays', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const saved = await call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
      profile_pic: dataUrl(ONE_PIXEL_PNG, 'image/png'),
      tagline: 'Robots for everyone',
      about_us: 'We build robots.',
      name: 'Renamed',
    });
    expect(saved.statusCode).toBe(200);
    const profile = (await call('GET', urlOf(profileEndpoints.company), company.token)).json().data;
    expect(profile).toMatchObject({
      name: 'Acme Robotics',
      tagline: 'Robots for everyone',
      about_us: 'We build robots.',
    });
    const picture = await call('GET', profile.profile_pic);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');

    const textOnly = await call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
      tagline: 'New tagline',
      about_us: '',
    });
    expect(textOnly.statusCode).toBe(200);
    expect((await call('GET', urlOf(profileEndpoints.company), company.token)).json().data).toMatchObject({
      tagline: 'New tagline',
      profile_pic: profile.profile_pic,
    });
  });

  it('keeps the picture when a save sends back its URL or a blob: URL; only a data URL replaces it', async () => {
    const company = await makeCompany(app);
    const save = (profile_pic: string) =>
      call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
        profile_pic,
        tagline: 'Robots',
        about_us: '',
      });
    expect((await save(dataUrl(ONE_PIXEL_PNG, 'image/png'))).statusCode).toBe(200);
    const picture = (await call('GET', urlOf(profileEndpoints.company), company.token)).json().data
      .profile_pic as string;
    for (const unchanged of [picture, 'blob:http://localhost:3000/5e1c0b7a-2f4d-4c8e-9a61-0d3b8f2e7c15']) {
      const response = await save(unchanged);
      expect(response.statusCode, response.body).toBe(200);
      expect((await call('GET', urlOf(profileEndpoints.company), company.token)).json().data.profile_pic).toBe(picture);
    }
    expect((await save(dataUrl(ONE_PIXEL_PNG, 'image/png'))).statusCode).toBe(200);
    expect((await call('GET', urlOf(profileEndpoints.company), company.token)).json().data.profile_pic).not.toBe(
      picture,
    );
  });

  it('refuses an SVG picture and one over 2 MB', async () => {
    const company = await makeCompany(app);
    const svg = dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png');
    const refused = await call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
      profile_pic: svg,
      tagline: '',
      about_us: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PROFILE_MESSAGES.pictureType);
    const big = dataUrl(Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(
      (await call('POST', urlOf(profileEndpoints.saveCompany), company.token, { profile_pic: big })).statusCode,
    ).toBe(413);
    expect((await call('GET', urlOf(profileEndpoints.company), company.token)).json().data.profile_pic).toBeNull();
  });
});
