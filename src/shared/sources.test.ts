import { describe, expect, it } from 'vitest';
import { normalizeSource, sourceOfQuery, withSource } from './sources.js';

describe('an application source', () => {
  it('is a short lower-case token, and anything else is none', () => {
    expect(normalizeSource(' LinkedIn ')).toBe('linkedin');
    expect(normalizeSource('job-board_2.eu')).toBe('job-board_2.eu');
    for (const none of ['', '   ', '_x', 'a b', 'a'.repeat(41), 'Direct', '<b>', 'é', null, undefined, 3]) {
      expect(normalizeSource(none), String(none)).toBeNull();
    }
  });

  it("is read from an address's src, or from its utm_source when it has no src", () => {
    expect(sourceOfQuery({ src: 'X', utm_source: 'newsletter' })).toBe('x');
    expect(sourceOfQuery({ utm_source: 'Newsletter' })).toBe('newsletter');
    expect(sourceOfQuery({ src: '', utm_source: 'newsletter' })).toBe('newsletter');
    expect(sourceOfQuery({ src: null, utm_source: null })).toBeNull();
  });

  it('is carried on in a link as src, after any query the link already has', () => {
    expect(withSource('/apply/1', 'linkedin')).toBe('/apply/1?src=linkedin');
    expect(withSource('/careers/acme?q=weld', 'x')).toBe('/careers/acme?q=weld&src=x');
    expect(withSource('/apply/1', null)).toBe('/apply/1');
  });
});
