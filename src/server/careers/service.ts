import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { brandOf, type CompanyBrand } from '../mail/brand.js';
import { companies, companyProfiles, companySlugs, postings } from '../db/schema.js';
import { slugReleased } from './slugs.js';

/** What a careers page shows of its company. */
export interface CareersCompany {
  id: string;
  name: string;
  slug: string;
  /** "City Country", as the company registered. */
  address: string;
  tagline: string;
  aboutUs: string;
  pictureFileId: string | null;
  /** The company's own colour and "powered by" choice (decision 089). */
  brand: CompanyBrand;
  coverFileId: string | null;
  website: string;
  updatedAt: Date;
}

export type PostingRow = typeof postings.$inferSelect;

/** A company found by an address: at it now, or moved on from it to `slug`. */
type CompanyLookup = { company: CareersCompany } | { movedTo: string };

/** One line of the sitemap: a page's path parts and when it last changed. */
export interface SitemapCompany {
  slug: string;
  updatedAt: Date;
  postings: { id: string; updatedAt: Date }[];
}

/** What a candidate may apply to, as `PostingService` has it: active, not deleted, open until filled or not past its deadline. */
const isOpen = and(
  isNull(postings.deletedAt),
  sql`${postings.isActive}`,
  or(isNull(postings.deadline), gt(postings.deadline, sql`now()`)),
);

/** The most open postings one careers page lists: far more than a small company has. */
const MAX_LISTED = 500;

export function isPostingOpen(posting: PostingRow, now = Date.now()): boolean {
  return (
    posting.deletedAt === null && posting.isActive && (posting.deadline === null || posting.deadline.getTime() > now)
  );
}

/** The public careers sites: read-only, and only what a company publishes. */
export class CareersService {
  private readonly companyQuery;
  private readonly movedQuery;
  private readonly openPostingsQuery;
  private readonly postingQuery;

  constructor(private readonly db: Database) {
    this.companyQuery = db
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        address: companies.address,
        createdAt: companies.createdAt,
        profile: companyProfiles,
      })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .where(eq(companies.slug, sql.placeholder('slug')))
      .limit(1)
      .prepare('careers_company');
    this.movedQuery = db
      .select({ slug: companies.slug })
      .from(companySlugs)
      .innerJoin(companies, eq(companies.id, companySlugs.companyId))
      .where(and(eq(companySlugs.slug, sql.placeholder('slug')), sql`NOT ${slugReleased}`))
      .limit(1)
      .prepare('careers_moved_company');
    this.openPostingsQuery = db
      .select()
      .from(postings)
      .where(and(eq(postings.companyId, sql.placeholder('companyId')), isOpen))
      .orderBy(desc(postings.createdAt), desc(postings.id))
      .limit(MAX_LISTED)
      .prepare('careers_open_postings');
    this.postingQuery = db
      .select()
      .from(postings)
      .where(
        and(
          eq(postings.id, sql.placeholder('postingId')),
          eq(postings.companyId, sql.placeholder('companyId')),
          // A posting never made active was never meant to be read by anyone outside the company.
          isNotNull(postings.publishedAt),
        ),
      )
      .limit(1)
      .prepare('careers_posting');
  }

  async findCompany(slug: string): Promise<CompanyLookup | undefined> {
    const [row] = await this.companyQuery.execute({ slug });
    if (row) {
      return {
        company: {
          id: row.id,
          name: row.name,
          slug: row.slug,
          address: row.address,
          tagline: row.profile?.tagline ?? '',
          aboutUs: row.profile?.aboutUs ?? '',
          pictureFileId: row.profile?.pictureFileId ?? null,
          brand: brandOf({
            name: row.name,
            brandColor: row.profile?.brandColor ?? null,
            pictureFileId: row.profile?.pictureFileId ?? null,
            showPoweredBy: row.profile?.showPoweredBy ?? true,
          }),
          coverFileId: row.profile?.coverFileId ?? null,
          website: row.profile?.website ?? '',
          updatedAt: row.profile?.updatedAt ?? row.createdAt,
        },
      };
    }
    const [moved] = await this.movedQuery.execute({ slug });
    return moved?.slug ? { movedTo: moved.slug } : undefined;
  }

  /** The company's open postings, newest first. */
  openPostings(companyId: string): Promise<PostingRow[]> {
    return this.openPostingsQuery.execute({ companyId });
  }

  /** One of the company's postings ever published, open, closed or deleted: the page says which. */
  async findPosting(companyId: string, postingId: string): Promise<PostingRow | undefined> {
    const [row] = await this.postingQuery.execute({ companyId, postingId });
    return row;
  }

  /** Every company with an open posting, and those postings, for the sitemap. */
  async sitemap(): Promise<SitemapCompany[]> {
    const rows = await this.db
      .select({
        slug: companies.slug,
        createdAt: companies.createdAt,
        profileUpdatedAt: companyProfiles.updatedAt,
        postingId: postings.id,
        postingUpdatedAt: postings.updatedAt,
      })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .innerJoin(postings, and(eq(postings.companyId, companies.id), isOpen))
      .orderBy(companies.slug, desc(postings.createdAt));
    const bySlug = new Map<string, SitemapCompany>();
    for (const row of rows) {
      const slug = row.slug;
      let company = bySlug.get(slug);
      if (!company) {
        company = { slug, updatedAt: row.profileUpdatedAt ?? row.createdAt, postings: [] };
        bySlug.set(slug, company);
      }
      company.postings.push({ id: row.postingId, updatedAt: row.postingUpdatedAt });
      // The careers page lists the postings: it changed when one of them did.
      if (row.postingUpdatedAt > company.updatedAt) company.updatedAt = row.postingUpdatedAt;
    }
    return [...bySlug.values()];
  }
}
