import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../rich-text.js';

/**
 * The HTML of a message that came in, as the thread may show it (decision 096): the rich text's allow-list
 * (`rich-text.ts`) plus what mail programs lay a message out with (divs, tables, images). No script, style, form or
 * frame survives; a link opens outside without a handle on our page; an image the message carries (`cid:`) is shown
 * from its attachment's download, and a remote one is not loaded (it would tell the sender the message was read, and
 * from where): its address is kept in `data-remote-src` for a reader who asks to see it, its `alt` in its place.
 */
const MESSAGE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...RICH_TEXT_TAGS,
    'div',
    'h5',
    'h6',
    'sub',
    'sup',
    'small',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'caption',
    'tr',
    'td',
    'th',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'data-remote-src'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  // `//host/path` is a remote address without saying so.
  allowProtocolRelative: false,
  // The contents of these are code or layout, never words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template'],
};

/** A `cid:` reference names a Content-ID, URL-encoded (RFC 2392), without its angle brackets. */
export function contentIdOf(reference: string): string {
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
    // A stray % is taken as written.
  }
  return decoded.trim().replace(/^<|>$/g, '').toLowerCase();
}

const REMOTE = /^(?:https?:)?\/\//i;
const MAX_ATTRIBUTE = 2048;

/**
 * Sanitized HTML of a message; `imagePath` names where the attachment of a `cid:` reference is downloaded, or
 * undefined for a reference to nothing the message carries.
 */
export function sanitizeMessageHtml(html: string, imagePath: (contentId: string) => string | undefined): string {
  return sanitizeHtml(html, {
    ...MESSAGE_HTML_OPTIONS,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const kept: Record<string, string> = {};
        for (const name of ['alt', 'width', 'height'] as const) {
          if (attribs[name] !== undefined) kept[name] = attribs[name].slice(0, MAX_ATTRIBUTE);
        }
        if (/^cid:/i.test(src)) {
          const path = imagePath(contentIdOf(src.slice(4)));
          if (path) kept.src = path;
        } else if (REMOTE.test(src) && src.length <= MAX_ATTRIBUTE) {
          kept['data-remote-src'] = src;
        }
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}
