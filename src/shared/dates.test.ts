import { describe, expect, it } from 'vitest';
import {
  canonicalLocale,
  countryTerms,
  formatDate,
  formatDateTime,
  localeFromAcceptLanguage,
  readerTerms,
} from './dates.js';

// 10:00 UTC on a winter Wednesday: 11:00 in Berlin, 10:00 in London, 05:00 in Toronto.
const moment = new Date('2026-12-09T10:00:00Z');

describe('dates written for their reader', () => {
  it('writes a German reader’s Berlin time the German way, with the zone as Germans abbreviate it', () => {
    const german = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
    expect(formatDateTime(moment, german)).toBe('Mittwoch, 9. Dezember 2026 um 11:00 MEZ');
    expect(formatDate(moment, german, 'short')).toBe('09.12.2026');
    expect(formatDate(moment, german)).toBe('9. Dez. 2026');
  });

  it('writes British, Canadian French and American readers’ times in theirs', () => {
    expect(formatDateTime(moment, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe(
      'Wednesday, 9 December 2026 at 10:00 GMT',
    );
    expect(formatDate(moment, { locale: 'en-GB', timeZone: 'Europe/London' }, 'short')).toBe('09/12/2026');
    expect(formatDateTime(moment, { locale: 'fr-CA', timeZone: 'America/Toronto' })).toBe(
      'mercredi 9 décembre 2026 à 05 h 00 HNE',
    );
    expect(formatDateTime(moment, { locale: 'en-US', timeZone: 'America/Toronto' })).toBe(
      'Wednesday, December 9, 2026 at 5:00 AM EST',
    );
    expect(formatDate(moment, { locale: 'en-US', timeZone: 'America/Toronto' }, 'short')).toBe('12/09/2026');
  });

  it('moves the day with the reader’s zone', () => {
    const late = new Date('2026-12-09T23:30:00Z');
    expect(formatDate(late, { locale: 'en-GB', timeZone: 'Europe/Berlin' }, 'short')).toBe('10/12/2026');
    expect(formatDate(late, { locale: 'en-GB', timeZone: 'America/Toronto' }, 'short')).toBe('09/12/2026');
  });

  it('writes nothing for what is not a date', () => {
    expect(formatDateTime('soon', { locale: 'en-GB', timeZone: 'UTC' })).toBe('');
    expect(formatDate(Number.NaN, { locale: 'en-GB', timeZone: 'UTC' })).toBe('');
  });

  it('falls back to the posting’s country, and to UTC in English when there is none', () => {
    expect(countryTerms('Germany')).toEqual({ locale: 'de-DE', timeZone: 'Europe/Berlin' });
    expect(countryTerms('UK')).toEqual({ locale: 'en-GB', timeZone: 'Europe/London' });
    expect(countryTerms('Canada')).toEqual({ locale: 'en-CA', timeZone: 'America/Toronto' });
    expect(countryTerms('USA')).toEqual({ locale: 'en-US', timeZone: 'America/New_York' });
    expect(countryTerms('Japan')).toEqual({ locale: 'ja-JP', timeZone: 'Asia/Tokyo' });
    expect(countryTerms('')).toEqual({ locale: 'en', timeZone: 'UTC' });
    expect(countryTerms('Atlantis')).toEqual({ locale: 'en', timeZone: 'UTC' });
    expect(formatDateTime(moment, countryTerms(''))).toBe('Wednesday, December 9, 2026 at 10:00 AM UTC');
  });

  it('completes what a reader told with the fallback, part by part, and ignores what is not a zone or a language', () => {
    const uk = countryTerms('UK');
    expect(readerTerms({ timeZone: 'Europe/Berlin', locale: 'de-DE' }, uk)).toEqual({
      timeZone: 'Europe/Berlin',
      locale: 'de-DE',
    });
    expect(readerTerms({ timeZone: 'Europe/Berlin', locale: null }, uk)).toEqual({
      timeZone: 'Europe/Berlin',
      locale: 'en-GB',
    });
    expect(readerTerms({ timeZone: 'Mars/Olympus_Mons', locale: 'not a tag' }, uk)).toEqual(uk);
    expect(readerTerms(null, uk)).toEqual(uk);
  });

  it('keeps a language tag in its canonical form, and refuses what is not one', () => {
    expect(canonicalLocale('DE-de')).toBe('de-DE');
    expect(canonicalLocale('en_GB')).toBeUndefined();
    expect(canonicalLocale('<script>')).toBeUndefined();
    expect(canonicalLocale('de\u0000')).toBeUndefined();
    expect(canonicalLocale('x'.repeat(36))).toBeUndefined();
    expect(canonicalLocale('*')).toBeUndefined();
  });

  it('takes the first language of Accept-Language by its weights', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(localeFromAcceptLanguage('en;q=0.5, fr-CA')).toBe('fr-CA');
    expect(localeFromAcceptLanguage('*, en-GB;q=0.1')).toBe('en-GB');
    expect(localeFromAcceptLanguage('de;q=0, !!')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
