import { describe, expect, it } from 'vitest';
import { schedulingEndpoints } from '../../shared/scheduling-endpoints.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';

const { app, database } = await createTestApp();
const url = urlOf(schedulingEndpoints.availability);

const read = (token: string) => app.inject({ method: 'GET', url, headers: { authorization: token } });
const save = (token: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: { authorization: token }, payload: payload as object });

const week = {
  time_zone: 'Europe/Berlin',
  working_hours: {
    mon: [
      { start: '13:00', end: '17:30' },
      { start: '08:30', end: '12:00' },
    ],
    wed: [{ start: '10:00', end: '24:00' }],
  },
  daily_limit: 3,
  buffer_minutes: 15,
};

describe("a member's availability", () => {
  it('is Monday to Friday, nine to five, four a day ten minutes apart, in their own zone until they say otherwise', async () => {
    const company = await makeCompany(app);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'time-zone': 'America/New_York' },
      payload: { email: company.email, password: company.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const answer = await read(company.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const nineToFive = [{ start: '09:00', end: '17:00' }];
    expect(answer.json()).toEqual({
      status: 200,
      data: {
        time_zone: 'America/New_York',
        working_hours: {
          mon: nineToFive,
          tue: nineToFive,
          wed: nineToFive,
          thu: nineToFive,
          fri: nineToFive,
          sat: [],
          sun: [],
        },
        daily_limit: 4,
        buffer_minutes: 10,
      },
    });
  });

  it("takes the zone most of the company's members are in for a member whose browser never said", async () => {
    const company = await makeCompany(app);
    await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'time-zone': 'Europe/London' },
      payload: { email: company.email, password: company.password },
    });
    const interviewer = await addMember(app, database.db, company.token, 'interviewer');
    expect((await read(interviewer.token)).json().data.time_zone).toBe('Europe/London');
  });

  it('is saved as given, each day in order, a day left out off, and read back by its member alone', async () => {
    const company = await makeCompany(app);
    const recruiter = await addMember(app, database.db, company.token, 'recruiter');
    const saved = await save(recruiter.token, week);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      time_zone: 'Europe/Berlin',
      working_hours: {
        mon: [
          { start: '08:30', end: '12:00' },
          { start: '13:00', end: '17:30' },
        ],
        tue: [],
        wed: [{ start: '10:00', end: '24:00' }],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      daily_limit: 3,
      buffer_minutes: 15,
    };
    expect(saved.json().data).toEqual(expected);
    expect((await read(recruiter.token)).json().data).toEqual(expected);
    // Another member of the same company still has the defaults.
    expect((await read(company.token)).json().data.daily_limit).toBe(4);
  });

  it('refuses what is not a week of working hours, saving nothing', async () => {
    const company = await makeCompany(app);
    const refusals: [unknown, string][] = [
      [{ ...week, time_zone: 'Mars/Olympus' }, 'Choose a time zone from the list.'],
      [{ ...week, working_hours: { mon: [{ start: '17:00', end: '09:00' }] } }, 'A range ends after it starts.'],
      [
        { ...week, working_hours: { mon: [{ start: '9:00', end: '17:00' }] } },
        'Enter a time as HH:MM, from 00:00 to 24:00.',
      ],
      [
        { ...week, working_hours: { mon: [{ start: '24:30', end: '25:00' }] } },
        'Enter a time as HH:MM, from 00:00 to 24:00.',
      ],
      [
        {
          ...week,
          working_hours: {
            tue: [
              { start: '09:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        },
        "A day's ranges must not overlap.",
      ],
      [
        { ...week, working_hours: { mon: Array(7).fill({ start: '09:00', end: '10:00' }) } },
        'A day holds at most 6 ranges.',
      ],
      [{ ...week, working_hours: { someday: [] } }, ''],
      [{ ...week, daily_limit: 0 }, 'Choose from 1 to 20 interviews a day.'],
      [{ ...week, daily_limit: 2.5 }, 'Choose from 1 to 20 interviews a day.'],
      [{ ...week, buffer_minutes: 241 }, 'Choose a break from 0 to 240 minutes.'],
      [{ ...week, buffer_minutes: '10' }, 'Choose a break from 0 to 240 minutes.'],
      [{ ...week, time_zone: 'Europe/Berlin\u0000' }, 'Text cannot contain NUL characters.'],
    ];
    for (const [payload, message] of refusals) {
      const refused = await save(company.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(refused.json().error, JSON.stringify(payload)).toContain(message);
    }
    expect((await read(company.token)).json().data.daily_limit).toBe(4);
  });

  it('is for members: a candidate and a caller without a session are turned away', async () => {
    const candidate = await makeCandidate(app);
    expect((await read(candidate.token)).statusCode).toBe(403);
    expect((await save(candidate.token, week)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
