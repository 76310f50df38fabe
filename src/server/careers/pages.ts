import { CAREERS_MESSAGES, careersPath, publicPostingPath } from '../../shared/careers.js';
import { countryCurrency, SALARY_PERIOD_LABELS } from '../../shared/salaries.js';
import { EMPLOYMENT_TYPE_LABELS, OPEN_UNTIL_FILLED } from '../../shared/postings.js';
import { postingLocation, WORKPLACE_LABELS } from '../../shared/locations.js';
import {
  DEFAULT_NOTICE_VERSION,
  noticeParagraphs,
  noticeSummary,
  type PublicPrivacyNotice,
} from '../../shared/privacy.js';
import { withSource } from '../../shared/sources.js';
import { countryTerms, formatDate } from '../../shared/dates.js';
import { privacyPagePath } from '../privacy/index.js';
import { picturePath } from '../../shared/files.js';
import { sanitizeRichText } from '../rich-text.js';
import { html, type Html, jsonForScript, trustedHtml } from '../html/html.js';
import type { CareersCompany, PostingRow } from './service.js';
import { CAREERS_CSS_PATH } from './styles.js';
import type { CompanyBrand } from '../mail/brand.js';
import { POWERED_BY } from '../../shared/powered-by.js';
import { paragraphsOf } from '../../shared/text.js';

/** A paragraph's own line breaks, kept. */
const lines = (paragraph: string) =>
  paragraph.split('\n').map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`));

/** What the head of a page says about it to crawlers and link previews. */
interface PageMeta {
  /** The company the page speaks for: its colour, and whether the "powered by" line shows. */
  brand?: CompanyBrand;
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  imageUrl?: string;
  /** Kept out of search results: a closed job, a missing page. */
  noindex?: boolean;
  structuredData?: object;
  feedUrl?: string;
}

/**
 * The language a visitor reads the pages in: their browser's first (Accept-Language) when it said one, else each
 * posting's country's.
 */
type VisitorLocale = string | undefined;

const localeFor = (posting: PostingRow, visitor: VisitorLocale) => visitor ?? countryTerms(posting.country).locale;

// A posting's dates are calendar days, stored as midnight UTC and read in UTC, as the web app shows them: the same
// day wherever the visitor is.
const day = (date: Date, posting: PostingRow, visitor: VisitorLocale) =>
  formatDate(date, { locale: localeFor(posting, visitor), timeZone: 'UTC' });

/** A description for link previews and search snippets: plain text, one line, at most about 160 characters. */
function shortDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function document(meta: PageMeta, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${meta.title}</title>
        <meta name="description" content="${meta.description}" />
        <link rel="canonical" href="${meta.canonicalUrl}" />
        ${meta.noindex && html`<meta name="robots" content="noindex" />`}
        <meta property="og:type" content="website" />
        <meta property="og:title" content="${meta.title}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:url" content="${meta.canonicalUrl}" />
        ${meta.imageUrl && html`<meta property="og:image" content="${meta.imageUrl}" />`}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content="${meta.title}" />
        <meta name="twitter:description" content="${meta.description}" />
        ${meta.imageUrl && html`<meta name="twitter:image" content="${meta.imageUrl}" />`}
        ${meta.feedUrl && html`<link rel="alternate" type="application/rss+xml" title="${meta.title}" href="${meta.feedUrl}" />`}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${CAREERS_CSS_PATH}" />
        ${
          meta.brand &&
          html`<style>
            ${trustedHtml(brandCss(meta.brand))}
          </style>`
        }
        ${
          meta.structuredData &&
          html`<script type="application/ld+json">
            ${jsonForScript(meta.structuredData)}
          </script>`
        }
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        ${body} ${(!meta.brand || meta.brand.showPoweredBy) && html`<footer class="wrap">${POWERED_BY}</footer>`}
      </body>
    </html> `.markup;
}

/**
 * The company's colour over the stylesheet's defaults: validated `#rrggbb` values only (`shared/brand.ts`), so the
 * rule can hold nothing else. Buttons keep the colour with white text in both themes; links and accents take the
 * lifted shade on the dark page.
 */
function brandCss(brand: CompanyBrand): string {
  const { color, darkAccent } = brand;
  return (
    `:root{--brand:${color};--brand-text:#fff;--link:${color};--cover:linear-gradient(120deg,${color},${darkAccent})}` +
    `@media (prefers-color-scheme:dark){:root{--brand:${color};--brand-text:#fff;--link:${darkAccent};--cover:linear-gradient(120deg,${color},#020617)}}`
  );
}

/** The logo's path on our origin, or undefined for a company without a picture. */
export const logoPath = (company: CareersCompany): string | undefined =>
  company.pictureFileId ? picturePath(company.pictureFileId) : undefined;

function logo(company: CareersCompany): Html {
  const path = logoPath(company);
  return path
    ? html`<img class="logo" src="${path}" alt="${company.name} logo" width="96" height="96" />`
    : html`<span class="logo logo-fallback" aria-hidden="true">${company.name.trim().charAt(0).toUpperCase()}</span>`;
}

/** The company's banner: its name is the page's heading on its careers page, and a plain line above a job's. */
function companyHeader(company: CareersCompany, nameAs: 'heading' | 'line'): Html {
  const name = nameAs === 'heading' ? html`<h1>${company.name}</h1>` : html`<p class="name">${company.name}</p>`;
  // The cover is decoration: its text alternative is none, and without one the brand's gradient stands in.
  const cover = company.coverFileId
    ? html`<img class="cover" src="${picturePath(company.coverFileId)}" alt="" />`
    : html`<div class="cover"></div>`;
  return html`<header>
    ${cover}
    <div class="wrap company">
      ${logo(company)}
      <div>${name}${company.tagline && html`<p class="tagline">${company.tagline}</p>`}</div>
    </div>
  </header>`;
}

function salaryText(posting: PostingRow, visitor: VisitorLocale): string | undefined {
  const { salaryMin: min, salaryMax: max } = posting;
  if (min === null && max === null) return undefined;
  const amountFormat = new Intl.NumberFormat(localeFor(posting, visitor));
  const currency = posting.salaryCurrency ?? countryCurrency(posting.country);
  const amount =
    min !== null && max !== null && min !== max
      ? `${amountFormat.format(min)} – ${amountFormat.format(max)}`
      : amountFormat.format((min ?? max)!);
  return `${currency ? `${currency} ` : ''}${amount}${posting.salaryPeriod ? ` ${SALARY_PERIOD_LABELS[posting.salaryPeriod]}` : ''}`;
}

function applyBy(posting: PostingRow, visitor: VisitorLocale): string {
  return posting.deadline ? `Apply by ${day(posting.deadline, posting, visitor)}` : OPEN_UNTIL_FILLED;
}

/** The short facts of a posting, as its card and its page list them. */
function facts(posting: PostingRow, visitor: VisitorLocale): Html {
  const items = [
    // A remote posting that names no place says only that it is remote.
    [posting.city, posting.country].filter((part) => part !== '').join(', '),
    posting.workplace && WORKPLACE_LABELS[posting.workplace],
    posting.employmentType && EMPLOYMENT_TYPE_LABELS[posting.employmentType],
    salaryText(posting, visitor),
  ].filter((item): item is string => Boolean(item));
  return html`<ul class="facts" aria-label="Job facts">
    ${items.map((item) => html`<li>${item}</li>`)}
  </ul>`;
}

interface CareersPageInput {
  company: CareersCompany;
  appUrl: string;
  /** The open postings that match the search, newest first. */
  postings: PostingRow[];
  /** Whether the company has any open posting at all, whatever the search. */
  hasOpenPostings: boolean;
  /** The cities of every open posting, for the location filter. */
  locations: string[];
  search: string;
  location: string;
  /** Where the visitor came from, carried on by every link to a job and by the search. */
  source: string | null;
  /** The visitor's language, as their browser asks for it. */
  locale: VisitorLocale;
}

export function careersPage(input: CareersPageInput): string {
  const { company, appUrl } = input;
  const path = careersPath(company.slug);
  const logo = logoPath(company);
  const emptyText = input.hasOpenPostings ? CAREERS_MESSAGES.noMatches : CAREERS_MESSAGES.noPostings;
  const body = html`${companyHeader(company, 'heading')}
    <main id="main" class="wrap">
      ${
        company.aboutUs &&
        html`<section class="card" aria-labelledby="about">
          <h2 id="about">About ${company.name}</h2>
          ${paragraphsOf(company.aboutUs).map((paragraph) => html`<p>${lines(paragraph)}</p>`)}
          ${company.website && html`<p><a href="${company.website}" rel="noopener">Visit our website</a></p>`}
        </section>`
      }
      <section class="card" aria-labelledby="jobs">
        <h2 id="jobs">Open jobs</h2>
        ${
          input.hasOpenPostings &&
          html`<form class="search" method="get" action="${path}" role="search">
            <label class="field"
              >Search jobs<input type="search" name="q" value="${input.search}" placeholder="Title or city"
            /></label>
            <label class="field"
              >Location<select name="location">
                <option value="">All locations</option>
                ${input.locations.map(
                  (city) =>
                    html`<option value="${city}" ${city === input.location ? html` selected` : ''}>${city}</option>`,
                )}
              </select></label
            >
            ${input.source && html`<input type="hidden" name="src" value="${input.source}" />`}
            <button class="button" type="submit">Search</button>
          </form>`
        }
        ${
          input.postings.length > 0
            ? html`<ul class="jobs">
                ${input.postings.map(
                  (posting) =>
                    html`<li class="job">
                      <a href="${withSource(publicPostingPath(company.slug, posting.id), input.source)}"
                        >${posting.title}</a
                      >
                      <p class="muted">${posting.department} · ${applyBy(posting, input.locale)}</p>
                      ${facts(posting, input.locale)}
                    </li>`,
                )}
              </ul>`
            : html`<p class="muted">${emptyText}</p>`
        }
      </section>
    </main>`;
  return document(
    {
      title: `Jobs at ${company.name}`,
      description: shortDescription(
        company.tagline || company.aboutUs || `Open jobs at ${company.name}. Apply online.`,
      ),
      canonicalUrl: `${appUrl}${path}`,
      imageUrl: logo && `${appUrl}${logo}`,
      feedUrl: `${appUrl}${path}/feed.xml`,
      brand: company.brand,
    },
    body,
  );
}

/** The description sections of a posting, each sanitized again as it is shown. */
export function postingSections(posting: PostingRow): { heading: string; markup: string }[] {
  return [
    { heading: 'About the job', markup: posting.aboutJob },
    { heading: 'Qualifications', markup: posting.qualification },
    { heading: 'Key requirements', markup: posting.keyRequirements },
    { heading: 'Nice to have', markup: posting.niceToHave },
    { heading: 'Other remarks', markup: posting.otherRemarks },
    { heading: 'About the company', markup: posting.aboutCompany },
  ]
    .map((section) => ({ ...section, markup: sanitizeRichText(section.markup) }))
    .filter((section) => section.markup !== '');
}

interface PostingPageInput {
  company: CareersCompany;
  posting: PostingRow;
  appUrl: string;
  open: boolean;
  /** The JSON-LD of an open posting. */
  structuredData: object | undefined;
  sections: { heading: string; markup: string }[];
  /** Where Apply leads: the specification's apply route. */
  applyPath: string;
  /** Where the visitor came from, carried on by Apply and by the links to the company's other jobs. */
  source: string | null;
  /** The visitor's language, as their browser asks for it. */
  locale: VisitorLocale;
  notice: PublicPrivacyNotice;
}

export function postingPage(input: PostingPageInput): string {
  const { company, posting, appUrl } = input;
  const careers = withSource(careersPath(company.slug), input.source);
  const applyPath = withSource(input.applyPath, input.source);
  const logo = logoPath(company);
  const skills = (label: string, values: string[]) =>
    values.length > 0 &&
    html`<h3>${label}</h3>
      <ul class="skills">
        ${values.map((value) => html`<li>${value}</li>`)}
      </ul>`;
  const body = html`${companyHeader(company, 'line')}
    <main id="main" class="wrap">
      <p><a href="${careers}">All jobs at ${company.name}</a></p>
      <div class="layout">
        <article class="card" aria-labelledby="title">
          <h1 id="title">${posting.title}</h1>
          <p class="muted">${posting.department}</p>
          ${facts(posting, input.locale)}
          <p class="muted">
            Posted ${day(posting.postingDate, posting, input.locale)} · ${applyBy(posting, input.locale)}
          </p>
          ${
            input.open
              ? html`<p class="apply"><a class="button" href="${applyPath}">Apply for this job</a></p>`
              : html`<p class="notice" role="status">${CAREERS_MESSAGES.closed}</p>`
          }
          ${input.sections.map(
            (section) =>
              html`<h2>${section.heading}</h2>
                ${trustedHtml(section.markup)}`,
          )}
          ${skills('Technical skills', posting.technicalSkills)} ${skills('Soft skills', posting.softSkills)}
          ${input.open && html`<p class="apply"><a class="button" href="${applyPath}">Apply for this job</a></p>`}
        </article>
        <aside class="card" aria-labelledby="company">
          <h2 id="company">${company.name}</h2>
          ${company.tagline && html`<p class="muted">${company.tagline}</p>`}
          ${company.address && html`<p>${company.address}</p>`}
          ${company.website && html`<p><a href="${company.website}" rel="noopener">Company website</a></p>`}
          <p><a class="button secondary" href="${careers}">See all jobs</a></p>
          ${privacySummary(company, input.notice)}
        </aside>
      </div>
    </main>`;
  return document(
    {
      title: `${posting.title} at ${company.name}`,
      description: shortDescription(`${postingLocation(posting)}. ${input.sections[0]?.markup ?? ''}`),
      canonicalUrl: `${appUrl}${publicPostingPath(company.slug, posting.id)}`,
      imageUrl: logo && `${appUrl}${logo}`,
      noindex: !input.open,
      structuredData: input.structuredData,
      brand: company.brand,
    },
    body,
  );
}

/** What a job's page says of the company's privacy notice, where candidates decide to apply. */
function privacySummary(company: CareersCompany, notice: PublicPrivacyNotice): Html {
  return html`<h2>Your privacy</h2>
    <p>${noticeSummary(notice.text)}</p>
    <p>${notice.retention_in_words}.</p>
    <p><a href="${privacyPagePath(company.slug)}">Read the full privacy notice</a></p>`;
}

/** The company's current privacy notice in full, the page every apply screen links to. */
export function privacyNoticePage(company: CareersCompany, notice: PublicPrivacyNotice): string {
  const body = html`${companyHeader(company, 'line')}
    <main id="main" class="wrap">
      <p><a href="${careersPath(company.slug)}">All jobs at ${company.name}</a></p>
      <article class="card" aria-labelledby="title">
        <h1 id="title">Privacy notice</h1>
        <p class="muted">
          ${notice.version === DEFAULT_NOTICE_VERSION ? 'Standard notice' : `Version ${notice.version}`}
        </p>
        ${noticeParagraphs(notice.text).map((paragraph) => html`<p>${paragraph}</p>`)}
        <p><strong>${notice.retention_in_words}.</strong></p>
        ${notice.url && html`<p><a href="${notice.url}" rel="noopener">${company.name}'s own privacy policy</a></p>`}
      </article>
    </main>`;
  return document(
    {
      title: `Privacy notice of ${company.name}`,
      description: shortDescription(notice.text),
      canonicalUrl: notice.page_url,
      brand: company.brand,
    },
    body,
  );
}

/** A page that is not there (404) or no longer there (410): said in words, kept out of search results. */
export function missingPage(
  appUrl: string,
  path: string,
  message: string,
  back?: { href: string; text: string },
): string {
  return document(
    { title: message, description: message, canonicalUrl: `${appUrl}${path}`, noindex: true },
    html`<main id="main" class="wrap">
      <div class="card">
        <h1>${message}</h1>
        ${back && html`<p><a href="${back.href}">${back.text}</a></p>`}
      </div>
    </main>`,
  );
}
