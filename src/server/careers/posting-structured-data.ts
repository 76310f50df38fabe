import type { Thing, WithContext } from 'schema-dts';
import { COUNTRY_CODES, COUNTRY_CURRENCIES } from '../../shared/postings.js';
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
  const currency = posting.salaryCurrency ?? COUNTRY_CURRENCIES[posting.country];
  const hasSalary = posting.salaryMin !== null || posting.salaryMax !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: context.description,
    datePosted: posting.postingDate.toISOString(),
    validThrough: posting.deadline.toISOString(),
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
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: posting.city,
        addressCountry: COUNTRY_CODES[posting.country],
      },
    },
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: COUNTRY_CODES[posting.country] },
    }),
    ...(hasSalary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency,
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
