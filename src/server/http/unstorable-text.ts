import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text cannot contain NUL characters.';
const BROKEN_UNICODE_MESSAGE = 'Text cannot contain broken Unicode characters (a lone surrogate).';
/** With the `u` flag a pair is one code point, so this matches only a surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/** Why PostgreSQL could not store a string, if it could not. */
function flawOf(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (text.search(LONE_SURROGATE) !== -1) return BROKEN_UNICODE_MESSAGE;
  return undefined;
}

/**
 * The dotted path of the first string or key PostgreSQL could not store in a parsed body, query or path, and why. A
 * loop rather than recursion: a 15 MB body can nest far deeper than the call stack.
 */
function findUnstorable(root: unknown): { path: string; message: string } | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const message = flawOf(value);
      if (message) return { path, message };
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // Bytes (a raw e-mail) are no text: walking a 25 MB buffer's entries would cost gigabytes. Whoever stores
      // text read from them makes it storable.
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        const message = flawOf(key);
        // A key is shown as a person could read it: without its NUL, its broken characters replaced.
        if (message) return { path: itemPath.replaceAll(NUL, '').replace(LONE_SURROGATE, '\uFFFD'), message };
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL's text cannot hold U+0000, and its JSON refuses a lone UTF-16 surrogate (which JSON.parse lets through):
 * either anywhere in what a request sends would fail its statement with a 500, or be stored altered. One check of
 * every parsed body, query string and path refuses both first, with the field they were found in.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = findUnstorable(value);
      if (found === undefined) continue;
      const field = found.path || part;
      return reply.code(400).send({ status: 400, error: found.message, fields: { [field]: found.message } });
    }
  });
}
