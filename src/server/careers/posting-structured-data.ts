import type { Thing, WithContext } from 'schema-dts';
import { COUNTRY_CODES } from '../../shared/locations.js';
import { countryCurrency } from '../../shared/salaries.js';
import type { CareersCompany, PostingRow } from './service.js';

/** schema.org's JobPosting, as schema-dts types it. */
type SchemaOrgPosting = Extract<Thing, { '@type': 'JobPosting' }>;

interface StructuredDataContext {
  company: CareersCompany;
  /** The absolute address of the company's logo, when it has one. */
  logoUrl: string | undefined;
  /** The absolute address of the page the markup is on. */
  pageUrl: string;
  /** The posting's description as the page shows it: the sanitized sections in their order. */
  description: string;
}

/**
 * The posting as Google for Jobs reads it (schema.org JobPosting): its required properties and the recommended ones we
 * know, each from what the page shows. Only an open posting carries it.
 */
export function postingStructuredData(
  posting: PostingRow,
  context: StructuredDataContext,
): WithContext<SchemaOrgPosting> {
  const { company } = context;
  const remote = posting.workplace === 'remote';
  const currency = posting.salaryCurrency ?? countryCurrency(posting.country);
  const countryCode = COUNTRY_CODES[posting.country];
  const hasSalary = posting.salaryMin !== null || posting.salaryMax !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: context.description,
    datePosted: posting.postingDate.toISOString(),
    // Open until filled: Google reads a posting without validThrough as open until it is taken down.
    ...(posting.deadline && { validThrough: posting.deadline.toISOString() }),
    url: context.pageUrl,
    identifier: { '@type': 'PropertyValue', name: company.name, value: posting.id },
    directApply: true,
    ...(posting.employmentType && { employmentType: posting.employmentType }),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website && { sameAs: company.website }),
      ...(context.logoUrl && { logo: context.logoUrl }),
    },
    // A remote posting may name no place: then its applicants may live anywhere, and it has no office to name.
    ...((posting.city || countryCode) && {
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(posting.city && { addressLocality: posting.city }),
          ...(countryCode && { addressCountry: countryCode }),
        },
      },
    }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      ...(countryCode && { applicantLocationRequirements: { '@type': 'Country', name: countryCode } }),
    }),
    ...(hasSalary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        ...(currency && { currency }),
        value: {
          '@type': 'QuantitativeValue',
          ...(posting.salaryMin !== null && posting.salaryMax !== null && posting.salaryMin !== posting.salaryMax
            ? { minValue: posting.salaryMin, maxValue: posting.salaryMax }
            : { value: posting.salaryMin ?? posting.salaryMax! }),
          ...(posting.salaryPeriod && { unitText: posting.salaryPeriod }),
        },
      },
    }),
  };
}
