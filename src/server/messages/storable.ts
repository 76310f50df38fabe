/** Half a UTF-16 pair; with the `u` flag a whole pair is one code point and does not match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * Text from a message as it can be stored: PostgreSQL's text holds no NUL, a cut may leave half a pair, and every
 * stored input is bounded.
 */
export const storable = (text: string, max: number) =>
  text.replaceAll('\u0000', '').slice(0, max).replace(LONE_SURROGATE, '\uFFFD');
