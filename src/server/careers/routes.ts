import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAREERS_MESSAGES, careersPath, publicPostingPath } from '../../shared/careers.js';
import { sourceOfQuery } from '../../shared/sources.js';
import { isUuid } from '../http/ids.js';
import { postingStructuredData } from './posting-structured-data.js';
import { localeFromAcceptLanguage } from '../../shared/dates.js';
import { type PageCache, pageSearch, type PublicPage } from './page-cache.js';
import { postingsFeed, robotsTxt, rssFeed, sitemapXml } from './feeds.js';
import { privacyPagePath } from '../privacy/index.js';
import type { PrivacyService } from '../privacy/index.js';
import { careersPage, logoPath, missingPage, postingPage, postingSections, privacyNoticePage } from './pages.js';
import { type CareersCompany, type CareersService, isPostingOpen, type PostingRow } from './service.js';
import { CAREERS_CSS, CAREERS_CSS_PATH } from './styles.js';

interface CareersRoutesOptions {
  careers: CareersService;
  privacy: PrivacyService;
  pages: PageCache;
  appUrl: string;
}

const HTML = 'text/html; charset=utf-8';

/** A query parameter a visitor typed or a link carried: anything unusable counts as not given. */
const optionalText = z.string().trim().max(100).optional().catch(undefined);

/** Where a visitor came from, as the link they followed says it (`?src=`, or `utm_source`). */
const SourceQuery = z.object({ src: optionalText, utm_source: optionalText });

const SlugParams = z.object({ slug: z.string().max(100) });
const PostingParams = SlugParams.extend({ postingId: z.string().max(100) });

export const careersRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (
  app,
  { careers, privacy, pages, appUrl },
) => {
  const notFound = (path: string, message: string, back?: { href: string; text: string }): PublicPage => ({
    status: 404,
    type: HTML,
    body: missingPage(appUrl, path, message, back),
  });
  // An address a company left answers 301 to the same page at its new one, so that shared links and search results
  // keep working and pass on to the new address.
  const moved = (location: string, search: string): PublicPage => ({
    status: 301,
    type: HTML,
    body: '',
    location: `${location}${search}`,
  });

  // Public: the stylesheet of the careers pages, named by its content and so kept for good.
  app.get(CAREERS_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(CAREERS_CSS),
  );

  // Public: a company's careers page is meant for anyone, search engines included.
  app.get(
    '/careers/:slug',
    {
      schema: { params: SlugParams, querystring: SourceQuery.extend({ q: optionalText, location: optionalText }) },
    },
    async (request, reply) => {
      const search = request.query.q ?? '';
      const location = request.query.location ?? '';
      const source = sourceOfQuery(request.query);
      const query = pageSearch({ q: search, location, src: source });
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return pages.send(request, reply, query, { locale }, async () => {
        const found = await careers.findCompany(request.params.slug);
        if (!found) return notFound(careersPath(request.params.slug), CAREERS_MESSAGES.companyNotFound);
        if ('movedTo' in found) return moved(careersPath(found.movedTo), query);
        const { company } = found;
        const open = await careers.openPostings(company.id);
        const needle = search.toLowerCase();
        const matching = open.filter(
          (posting) =>
            (needle === '' ||
              posting.title.toLowerCase().includes(needle) ||
              posting.city.toLowerCase().includes(needle)) &&
            (location === '' || posting.city === location),
        );
        return {
          status: 200,
          type: HTML,
          body: careersPage({
            company,
            appUrl,
            postings: matching,
            hasOpenPostings: open.length > 0,
            locations: [...new Set(open.map((posting) => posting.city).filter((city) => city !== ''))].sort((a, b) =>
              a.localeCompare(b),
            ),
            search,
            location,
            source,
            locale,
          }),
        };
      });
    },
  );

  // Public: the company's open postings as feeds, for its own website and for job boards. Any site may read them
  // from a browser: they say only what the careers page says.
  const feedRoute = (name: string, type: string, render: (company: CareersCompany, postings: PostingRow[]) => string) =>
    app.get(`/careers/:slug/${name}`, { schema: { params: SlugParams } }, async (request, reply) =>
      pages.send(request, reply, '', undefined, async () => {
        const found = await careers.findCompany(request.params.slug);
        if (!found) return notFound(careersPath(request.params.slug), CAREERS_MESSAGES.companyNotFound);
        if ('movedTo' in found) return moved(`${careersPath(found.movedTo)}/${name}`, '');
        const open = await careers.openPostings(found.company.id);
        return {
          status: 200,
          type,
          body: render(found.company, open),
          headers: { 'access-control-allow-origin': '*' },
        };
      }),
    );
  feedRoute('feed.xml', 'application/rss+xml; charset=utf-8', (company, open) => rssFeed(appUrl, company, open));
  feedRoute('jobs.json', 'application/json; charset=utf-8', (company, open) =>
    JSON.stringify(postingsFeed(appUrl, company, open)),
  );

  // Public: the notice is for anyone deciding whether to apply, before they sign up.
  app.get('/careers/:slug/privacy', { schema: { params: SlugParams } }, async (request, reply) =>
    pages.send(request, reply, '', undefined, async () => {
      const path = privacyPagePath(request.params.slug);
      const found = await careers.findCompany(request.params.slug);
      if (!found) return notFound(path, CAREERS_MESSAGES.companyNotFound);
      if ('movedTo' in found) return moved(privacyPagePath(found.movedTo), '');
      const notice = await privacy.companyNotice(found.company.id);
      return { status: 200, type: HTML, body: privacyNoticePage(found.company, notice) };
    }),
  );

  // Public: where crawlers learn which pages there are.
  app.get('/sitemap.xml', async (request, reply) =>
    pages.send(request, reply, '', undefined, async () => ({
      status: 200,
      type: 'application/xml; charset=utf-8',
      body: sitemapXml(appUrl, await careers.sitemap()),
    })),
  );

  // Public: what crawlers may read.
  app.get('/robots.txt', async (request, reply) =>
    pages.send(request, reply, '', undefined, async () => ({
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: robotsTxt(appUrl),
    })),
  );

  // Public: one job's page, for candidates arriving from search, job boards or a shared link.
  app.get(
    '/careers/:slug/:postingId',
    { schema: { params: PostingParams, querystring: SourceQuery } },
    async (request, reply) => {
      const source = sourceOfQuery(request.query);
      const query = pageSearch({ src: source });
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return pages.send(request, reply, query, { locale }, async () => {
        const { slug, postingId } = request.params;
        const path = publicPostingPath(slug, postingId);
        const found = await careers.findCompany(slug);
        if (!found) return notFound(path, CAREERS_MESSAGES.companyNotFound);
        if ('movedTo' in found) return moved(publicPostingPath(found.movedTo, postingId), query);
        const { company } = found;
        const back = { href: careersPath(company.slug), text: `See all jobs at ${company.name}` };
        const posting = isUuid(postingId) ? await careers.findPosting(company.id, postingId) : undefined;
        if (!posting) return notFound(path, CAREERS_MESSAGES.postingNotFound, back);
        // Gone for good, as Google asks of a job taken down: it drops the page rather than trying it again.
        if (posting.deletedAt) {
          return { status: 410, type: HTML, body: missingPage(appUrl, path, CAREERS_MESSAGES.postingGone, back) };
        }
        const open = isPostingOpen(posting);
        const sections = postingSections(posting);
        const logo = logoPath(company);
        const pageUrl = `${appUrl}${publicPostingPath(company.slug, posting.id)}`;
        return {
          status: 200,
          type: HTML,
          body: postingPage({
            company,
            posting,
            appUrl,
            open,
            sections,
            applyPath: `/apply/${posting.id}`,
            source,
            locale,
            notice: await privacy.companyNotice(company.id),
            // A closed job carries no JobPosting: Google takes it out of its job listings.
            structuredData: open
              ? postingStructuredData(posting, {
                  company,
                  logoUrl: logo && `${appUrl}${logo}`,
                  pageUrl,
                  description: sections.map((section) => `<h2>${section.heading}</h2>${section.markup}`).join(''),
                })
              : undefined,
          }),
        };
      });
    },
  );
};
