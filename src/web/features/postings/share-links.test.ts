import { describe, expect, it } from 'vitest';
import { copiedLinkOf, shareLinksOf } from './share-links';

const PAGE = 'https://jobs.example/careers/northwind/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe("a posting's share links", () => {
  const links = shareLinksOf(PAGE, 'Harbour Pilot', 'Northwind & Co');
  const byName = Object.fromEntries(links.map((link) => [link.name, new URL(link.href)]));

  it("open each site's documented share address with the public page tagged by that site", () => {
    expect(links.map((link) => link.name)).toEqual(['LinkedIn', 'X', 'Facebook', 'E-mail']);
    expect(byName.LinkedIn!.origin + byName.LinkedIn!.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(byName.LinkedIn!.searchParams.get('url')).toBe(`${PAGE}?src=linkedin`);
    expect(byName.X!.origin + byName.X!.pathname).toBe('https://x.com/intent/post');
    expect(byName.X!.searchParams.get('url')).toBe(`${PAGE}?src=x`);
    expect(byName.X!.searchParams.get('text')).toBe('Harbour Pilot at Northwind & Co');
    expect(byName.Facebook!.origin + byName.Facebook!.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(byName.Facebook!.searchParams.get('u')).toBe(`${PAGE}?src=facebook`);
  });

  it('write an e-mail whose subject names the job and whose body carries the page tagged as e-mail', () => {
    const email = byName['E-mail']!;
    expect(email.protocol).toBe('mailto:');
    // mailto: takes %20 for a space, never the + of a form's encoding.
    expect(email.href).not.toContain('+');
    expect(decodeURIComponent(/subject=([^&]*)/.exec(email.href)![1]!)).toBe('Harbour Pilot at Northwind & Co');
    expect(decodeURIComponent(/body=([^&]*)/.exec(email.href)![1]!)).toContain(`${PAGE}?src=email`);
  });

  it('copy the public page tagged as copied', () => {
    expect(copiedLinkOf(PAGE)).toBe(`${PAGE}?src=copy`);
  });
});
