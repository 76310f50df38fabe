import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { PrivacyService } from '../privacy/service.js';
import { makeCompany } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { PageCache } from './page-cache.js';
import { careersRoutes } from './routes.js';
import { CareersService } from './service.js';
import { requestOf } from '../test/routes.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app, database, config } = await createTestApp();

/** The careers routes on the test database, with a cache whose pages outlive the test. */
async function careersSite() {
  const pages = new PageCache(10 * 60_000);
  const site = Fastify().withTypeProvider<ZodTypeProvider>();
  site.setValidatorCompiler(validatorCompiler);
  site.setSerializerCompiler(serializerCompiler);
  await site.register(careersRoutes, {
    careers: new CareersService(database.db),
    privacy: new PrivacyService(database.db, config.appUrl),
    pages,
    appUrl: config.appUrl,
  });
  afterAll(() => site.close());
  return { site, pages };
}

describe('the public pages kept in the process', () => {
  it('keeps one copy of a careers page whatever other parameters 400 links add to it', async () => {
    const { site, pages } = await careersSite();
    const company = await makeCompany(app, { name: 'Busted Robotics' });
    await makePosting(app, company.token, { title: 'Kept Role' });
    const profile = await app.inject({
      ...requestOf(profileEndpoints.company),
      headers: { authorization: company.token },
    });
    const { slug } = profile.json<{ data: { slug: string } }>().data;

    for (let junk = 0; junk < 400; junk++) {
      const page = await site.inject({ method: 'GET', url: `/careers/${slug}?fbclid=${junk}&utm_medium=x${junk}` });
      expect(page.statusCode).toBe(200);
    }
    expect(pages.size).toBe(1);

    // The parameters that change the page each make a page of their own; a source is kept as it is normalised.
    for (const query of [
      '?q=kept',
      '?location=Toronto',
      '?src=LinkedIn',
      '?src=linkedin&gclid=1',
      '?utm_source=linkedin',
    ]) {
      expect((await site.inject({ method: 'GET', url: `/careers/${slug}${query}` })).statusCode).toBe(200);
    }
    expect(pages.size).toBe(4);
  });
});
