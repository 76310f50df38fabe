import { careersPath, type PostingsFeed, publicPostingPath } from '../../shared/careers.js';
import { countryCurrency } from '../../shared/salaries.js';
import { postingLocation } from '../../shared/locations.js';
import { logoPath } from './pages.js';
import type { CareersCompany, PostingRow, SitemapCompany } from './service.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * What XML 1.0 cannot hold even escaped: control characters other than tab and line breaks, U+FFFE and U+FFFF, and
 * halves of UTF-16 pairs without their other half (with the `u` flag, a whole pair is one code point, and allowed).
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for XML: every character that could end a value or open markup, escaped, and every character XML forbids
 * left out. Names and titles stored before today's input rules may hold them, and one makes a whole feed unreadable.
 */
function xml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The pages search engines may list: each company's careers page and each open posting's, with when it changed. */
export function sitemapXml(appUrl: string, companies: SitemapCompany[]): string {
  const url = (path: string, changed: Date) =>
    `<url><loc>${xml(`${appUrl}${path}`)}</loc><lastmod>${changed.toISOString()}</lastmod></url>`;
  const urls = companies.flatMap((company) => [
    url(careersPath(company.slug), company.updatedAt),
    ...company.postings.map((posting) => url(publicPostingPath(company.slug, posting.id), posting.updatedAt)),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The app's screens behind a sign-in: nothing there for a crawler, and no reason to spend its visits on them. */
const PRIVATE_PATHS = [
  '/api/',
  '/apply/',
  '/login',
  '/register',
  '/signup',
  '/forgot',
  '/reset',
  '/profile',
  '/job',
  '/edit-job',
  '/candidate',
  '/update-status',
  '/application',
  '/recent-jobs',
] as const;

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /careers/',
    // The home page is the app's dashboard: `$` ends the match, so that only "/" itself is meant.
    'Disallow: /$',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** An RSS 2.0 feed of a company's open postings, newest first. */
export function rssFeed(appUrl: string, company: CareersCompany, postings: PostingRow[]): string {
  const careersUrl = `${appUrl}${careersPath(company.slug)}`;
  const items = postings.map((posting) => {
    const link = xml(`${appUrl}${publicPostingPath(company.slug, posting.id)}`);
    return `<item><title>${xml(posting.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${posting.postingDate.toUTCString()}</pubDate><description>${xml(`${posting.department} · ${postingLocation(posting)}`)}</description></item>`;
  });
  const built = [company.updatedAt, ...postings.map((posting) => posting.updatedAt)].reduce((latest, date) =>
    date > latest ? date : latest,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(`Jobs at ${company.name}`)}</title>
<link>${xml(careersUrl)}</link>
<description>${xml(company.tagline || `Open jobs at ${company.name}`)}</description>
<language>en</language>
<lastBuildDate>${built.toUTCString()}</lastBuildDate>
<atom:link href="${xml(`${careersUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
}

export function postingsFeed(appUrl: string, company: CareersCompany, postings: PostingRow[]): PostingsFeed {
  const logo = logoPath(company);
  return {
    status: 200,
    company: {
      name: company.name,
      careers_url: `${appUrl}${careersPath(company.slug)}`,
      website: company.website,
      logo_url: logo ? `${appUrl}${logo}` : null,
    },
    data: postings.map((posting) => ({
      id: posting.id,
      title: posting.title,
      department: posting.department,
      city: posting.city,
      country: posting.country,
      location: postingLocation(posting),
      employment_type: posting.employmentType,
      workplace: posting.workplace,
      salary_min: posting.salaryMin,
      salary_max: posting.salaryMax,
      salary_currency:
        posting.salaryMin === null && posting.salaryMax === null
          ? posting.salaryCurrency
          : (posting.salaryCurrency ?? countryCurrency(posting.country) ?? null),
      salary_period: posting.salaryPeriod,
      posting_date: posting.postingDate.toISOString(),
      deadline: posting.deadline?.toISOString() ?? null,
      public_url: `${appUrl}${publicPostingPath(company.slug, posting.id)}`,
      apply_url: `${appUrl}/apply/${posting.id}`,
    })),
  };
}
