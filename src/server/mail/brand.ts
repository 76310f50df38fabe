import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { brandPalette, type CompanyBrandView } from '../../shared/brand.js';
import { picturePath } from '../../shared/files.js';
import { companies, companyProfiles } from '../db/schema.js';

/**
 * A company as a candidate sees it, on every page and e-mail that speaks for it (decision 089): its name, its logo
 * (the profile picture), its colour with the shades derived from it, and whether the small "powered by" line shows.
 */
export interface CompanyBrand {
  name: string;
  /** `#rrggbb` on buttons, links and accents in the light theme, and behind white button text in both. */
  color: string;
  /** The colour lifted for links and accents on a dark background. */
  darkAccent: string;
  /** On our origin; null for a company without a picture, whose initial or name stands in. */
  logoPath: string | null;
  showPoweredBy: boolean;
}

/** What the brand is made from, as a company and its profile row hold it. */
export interface BrandSource {
  name: string;
  brandColor: string | null;
  pictureFileId: string | null;
  showPoweredBy: boolean;
}

export function brandOf(source: BrandSource): CompanyBrand {
  const palette = brandPalette(source.brandColor);
  return {
    name: source.name,
    color: palette.color,
    darkAccent: palette.darkAccent,
    logoPath: source.pictureFileId ? picturePath(source.pictureFileId) : null,
    showPoweredBy: source.showPoweredBy,
  };
}

/** The brand as the web app reads it. */
export const brandView = (brand: CompanyBrand): CompanyBrandView => ({
  name: brand.name,
  color: brand.color,
  logo_url: brand.logoPath,
  shows_powered_by: brand.showPoweredBy,
});

/**
 * The brand of the company `companyId` names, as one JSON column of a query (the mail worker reads it beside each
 * message it claims); null when there is no such company.
 */
export function brandSourceColumn(companyId: SQLWrapper): SQL<BrandSource | null> {
  return sql<BrandSource | null>`(
    SELECT json_build_object(
      'name', ${companies.name}, 'brandColor', ${companyProfiles.brandColor},
      'pictureFileId', ${companyProfiles.pictureFileId},
      'showPoweredBy', coalesce(${companyProfiles.showPoweredBy}, true))
    FROM ${companies} LEFT JOIN ${companyProfiles} ON ${companyProfiles.companyId} = ${companies.id}
    WHERE ${companies.id} = ${companyId})`;
}
