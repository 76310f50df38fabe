import { canonicalTimeZone } from './time-zones.js';
import { COUNTRY_CODES } from './locations.js';

/**
 * The one home of how a date or a time is written for a person: in their own time zone and their own language's
 * way, on a page, in an e-mail or in a calendar's description. The web app passes the browser's terms, the server a
 * reader's kept ones (the account's, else the posting's country's).
 */

/** Whose clock and whose way of writing: an IANA time zone and a BCP 47 language tag. */
export interface ReaderTerms {
  timeZone: string;
  locale: string;
}

/** The request header in which the web app sends its reader's time zone; the language travels as Accept-Language. */
export const READER_TIME_ZONE_HEADER = 'time-zone';

/** What is left when nothing is known of the reader. */
const FALLBACK_TERMS: ReaderTerms = { timeZone: 'UTC', locale: 'en' };

/** The longest language tag kept (RFC 5646 asks for 35 characters at least; real ones are far shorter). */
const LOCALE_MAX = 35;

/** The canonical form of a language tag this runtime can write dates in, or undefined. */
export function canonicalLocale(tag: string): string | undefined {
  const trimmed = tag.trim();
  if (trimmed === '' || trimmed.length > LOCALE_MAX || trimmed === '*') return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(trimmed);
    if (canonical === undefined) return undefined;
    return Intl.DateTimeFormat.supportedLocalesOf([canonical]).length === 1 ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/** The first language of an `Accept-Language` header this runtime can write dates in, by the weights it gives. */
export function localeFromAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const weight = parameters.map((each) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(each)?.[1]).find(Boolean);
      return { tag, weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((each) => each.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = canonicalLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** A time zone as kept: its canonical IANA name, or undefined for one the runtime does not know. */
export function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone || zone.length > 64) return undefined;
  return canonicalTimeZone(zone.trim());
}

/**
 * The zone most of a country's people live by, where it has several (as its capital's or largest city's clock);
 * a country with one zone is read from the runtime's Unicode data.
 */
const REPRESENTATIVE_ZONES: Readonly<Record<string, string>> = {
  AQ: 'UTC',
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  UM: 'Pacific/Wake',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

/** Intl.Locale's zones of a region: a getter in Node 20, a method in later runtimes. */
interface LocaleWithZones {
  timeZones?: string[];
  getTimeZones?: () => string[];
}

function countryZone(code: string): string | undefined {
  const chosen = REPRESENTATIVE_ZONES[code];
  if (chosen) return knownTimeZone(chosen);
  try {
    const region = new Intl.Locale(`und-${code}`) as Intl.Locale & LocaleWithZones;
    const zones = region.getTimeZones?.() ?? region.timeZones ?? [];
    return zones.length === 1 ? knownTimeZone(zones[0]) : undefined;
  } catch {
    return undefined;
  }
}

/** The language most likely written in a country, with the country's ways: 'de-DE', 'en-CA', 'en-GB'. */
function countryLocale(code: string): string | undefined {
  try {
    const likely = new Intl.Locale(`und-${code}`).maximize();
    return canonicalLocale(`${likely.language}-${code}`);
  } catch {
    return undefined;
  }
}

/**
 * What a reader is most likely to live by when nothing else is known: the country a posting names (as the API
 * answers it, 'UK', 'Germany'), else UTC in English.
 */
export function countryTerms(country: string | null | undefined): ReaderTerms {
  const code = country ? COUNTRY_CODES[country] : undefined;
  if (code === undefined) return FALLBACK_TERMS;
  return {
    timeZone: countryZone(code) ?? FALLBACK_TERMS.timeZone,
    locale: countryLocale(code) ?? FALLBACK_TERMS.locale,
  };
}

/** A reader's terms: what they told us, each part completed from `otherwise`. */
export function readerTerms(
  own: { timeZone?: string | null; locale?: string | null } | null | undefined,
  otherwise: ReaderTerms,
): ReaderTerms {
  return {
    timeZone: knownTimeZone(own?.timeZone ?? undefined) ?? otherwise.timeZone,
    locale: (own?.locale && canonicalLocale(own.locale)) || otherwise.locale,
  };
}

type DateInput = Date | number | string;

function instantOf(value: DateInput): number | undefined {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

// Kept per language, zone and shape. Languages come from requests, so the oldest is dropped past a bound.
const formats = new Map<string, Intl.DateTimeFormat>();
const FORMATS_MAX = 500;

function formatter(terms: ReaderTerms, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${terms.locale} ${terms.timeZone} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(terms.locale, { ...options, timeZone: terms.timeZone });
    if (formats.size >= FORMATS_MAX) formats.delete(formats.keys().next().value!);
    formats.set(key, found);
  }
  return found;
}

function write(value: DateInput, terms: ReaderTerms, options: Intl.DateTimeFormatOptions): string {
  const time = instantOf(value);
  return time === undefined ? '' : formatter(terms, options).format(time);
}

/** How much of a date: 'short' 09/12/2026, 'medium' 9 Dec 2026, 'long' Wednesday 9 December 2026. */
type DateLength = 'short' | 'medium' | 'long';

const DATE_OPTIONS: Record<DateLength, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * The day of a moment on the reader's calendar, in their language's way; '' for anything that is not a date. A
 * calendar day that travels as midnight UTC (a posting's deadline) is read with `timeZone: 'UTC'`.
 */
export const formatDate = (value: DateInput, terms: ReaderTerms, length: DateLength = 'medium'): string =>
  write(value, terms, DATE_OPTIONS[length]);

const DATE_TIME_OPTIONS: Record<DateLength, Intl.DateTimeFormatOptions> = {
  short: { ...DATE_OPTIONS.short, hour: 'numeric', minute: '2-digit' },
  medium: { ...DATE_OPTIONS.medium, hour: 'numeric', minute: '2-digit' },
  long: { ...DATE_OPTIONS.long, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

/**
 * A moment with its time of day as the reader's clock shows it. The long form names the zone as the reader's
 * language abbreviates it: 'Mittwoch, 9. Dezember 2026 um 11:00 MEZ', 'Wednesday, 9 December 2026 at 10:00 GMT'.
 */
export const formatDateTime = (value: DateInput, terms: ReaderTerms, length: DateLength = 'long'): string =>
  write(value, terms, DATE_TIME_OPTIONS[length]);
