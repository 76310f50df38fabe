import { z } from 'zod';

// Text people type: what a single line and what a longer text may hold.

export const TEXT_MESSAGES = {
  singleLine: 'Must be a single line, without line breaks or control characters.',
  controlCharacters: 'Must not contain control characters.',
} as const;

const DELETE = 0x7f;
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/** A C0 control character or DEL, other than those `allowed`. */
function holdsControlCharacter(value: string, allowed: ReadonlySet<number> = new Set()): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 || code === DELETE) && !allowed.has(code)) return true;
  }
  return false;
}

/**
 * A name, title, city, subject or any other one-line field. A line break in one would let it forge an e-mail header
 * or break a feed or a page laid out for one line; other control characters show as nothing or as garbage.
 */
export const singleLineText = (params?: Parameters<typeof z.string>[0], message: string = TEXT_MESSAGES.singleLine) =>
  z.string(params).refine((value) => !holdsControlCharacter(value), message);

/** A bio, a description, a note or an e-mail's body: line breaks and tabs, but no other control character. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !holdsControlCharacter(value, LINE_BREAKS_AND_TAB), TEXT_MESSAGES.controlCharacters);

/** The paragraphs of a multi-line text, apart by blank lines; each keeps its own single line breaks. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** A link a browser opens as a web page: `javascript:`, `data:` and the like would run or show something else. */
export const isWebLink = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
