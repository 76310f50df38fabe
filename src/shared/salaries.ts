import { COUNTRY_CODES } from './locations.js';

export const SALARY_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

// schema.org's unitText of a salary's QuantitativeValue.
export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
} as const satisfies Record<SalaryPeriod, string>;

/** A salary figure's ceiling: whole currency units, and room for any yearly pay. */
export const SALARY_MAX = 100_000_000;

// The euro area's members, whose salaries are paid in euros.
const EURO_AREA = 'AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES'.split(' ');

const CURRENCIES_BY_CODE: Readonly<Record<string, SalaryCurrency>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  ...Object.fromEntries(EURO_AREA.map((code) => [code, 'EUR'] as const)),
};

/**
 * What a salary is paid in where none is named, by the posting's country: the specification's three countries' own
 * currencies and the euro for the euro area; elsewhere none is assumed.
 */
export const countryCurrency = (country: string): SalaryCurrency | undefined =>
  CURRENCIES_BY_CODE[COUNTRY_CODES[country] ?? ''];
