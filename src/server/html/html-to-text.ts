import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

const BLOCK_EDGE = / ?(<\/?(?:p|h[1-4]|ul|ol|li|blockquote|pre|br|hr)\b[^>]*>) ?/gi;

const decode = (text: string) => text.replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** A link reads as its words and then its address, or as the address alone when the words are the address. */
function linkAsText(_: string, href: string | undefined, label: string): string {
  const words = label.trim();
  if (!href || decode(words) === decode(href)) return href || words;
  return words ? `${words} (${href})` : href;
}

/**
 * The text part of an e-mail, from its sanitized HTML: paragraphs, headings and lists apart by a blank line, each
 * list item on its own line after "- ", and each link as "words (address)".
 */
export function htmlToText(html: string): string {
  // As a browser shows it, a run of spaces and line breaks is one space, and none beside a block's edge; but for
  // preformatted text.
  const flowing = html
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\s+/g, ' ').replace(BLOCK_EDGE, '$1')))
    .join('');
  const spaced = flowing
    // An editor writes each list item's words as a paragraph: the item's own line is enough.
    .replace(/<\/p>\s*(?=<\/li>)/gi, '')
    .replace(/<\/(p|h[1-4]|blockquote|pre|ul|ol)>|<hr\s*\/?>/gi, '$&\n\n')
    .replace(/<\/li>|<br\s*\/?>/gi, '$&\n')
    .replace(/<li\b[^>]*>/gi, '$&- ');
  // What stays of the markup is each link, written by sanitize-html as `<a href="…">words</a>` or `<a>words</a>`.
  const links = sanitizeHtml(spaced, { allowedTags: ['a'], allowedAttributes: { a: ['href'] } });
  return decode(links.replace(/<a(?: href="([^"]*)")?>([^<]*)<\/a>/g, linkAsText))
    .replace(/[^\S\n]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
