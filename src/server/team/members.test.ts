import { describe, expect, it } from 'vitest';
import type { TeamMembersAnswer } from '../../shared/team.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';

const { app, database } = await createTestApp();
const admin = await makeCompany(app, { name: 'Acme Robotics' });
await app.inject({
  ...requestOf(teamEndpoints.rename),
  headers: { authorization: admin.token },
  payload: { name: 'Ada Admin' },
});
const recruiter = await addMember(app, database.db, admin.token, 'recruiter', 'Rita Recruiter');
const hiringManager = await addMember(app, database.db, admin.token, 'hiring_manager', 'Hana Manager');
const interviewer = await addMember(app, database.db, admin.token, 'interviewer', 'Ivan Interviewer');

const listMembers = (token?: string) =>
  app.inject({ ...requestOf(teamEndpoints.members), headers: token ? { authorization: token } : {} });

describe('GET /api/team/members/', () => {
  it("answers every member the company's current members by name, each with their role", async () => {
    for (const caller of [admin, recruiter, hiringManager, interviewer]) {
      const response = await listMembers(caller.token);
      expect(response.statusCode).toBe(200);
      expect(response.json<TeamMembersAnswer>()).toEqual({
        status: 200,
        data: [
          { id: expect.any(String), name: 'Ada Admin', role: 'admin' },
          { id: hiringManager.id, name: 'Hana Manager', role: 'hiring_manager' },
          { id: interviewer.id, name: 'Ivan Interviewer', role: 'interviewer' },
          { id: recruiter.id, name: 'Rita Recruiter', role: 'recruiter' },
        ],
      });
    }
  });

  it('refuses a candidate with 403 and a guest with 401', async () => {
    const candidate = await makeCandidate(app);
    expect((await listMembers(candidate.token)).statusCode).toBe(403);
    expect((await listMembers()).statusCode).toBe(401);
  });

  it("leaves out a removed member and every other company's members", async () => {
    const otherAdmin = await makeCompany(app, { name: 'Globex' });
    await addMember(app, database.db, otherAdmin.token, 'recruiter', 'Gus Globex');
    const leaving = await addMember(app, database.db, admin.token, 'interviewer', 'Lea Leaving');
    const removed = await app.inject({
      ...requestOf(teamEndpoints.remove, { params: { id: leaving.id } }),
      headers: { authorization: admin.token },
    });
    expect(removed.statusCode).toBe(200);

    const names = (await listMembers(admin.token)).json<TeamMembersAnswer>().data.map(({ name }) => name);
    expect(names).toEqual(['Ada Admin', 'Hana Manager', 'Ivan Interviewer', 'Rita Recruiter']);
  });
});
