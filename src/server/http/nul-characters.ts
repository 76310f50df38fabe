import type { FastifyInstance } from 'fastify';

const NUL_MESSAGE = 'Text cannot contain NUL characters.';
const NUL = '\u0000';

/**
 * The dotted path of the first string or key holding a NUL character in a parsed body, query or path, if any. A
 * loop rather than recursion: a 15 MB body can nest far deeper than the call stack.
 */
function pathOfNul(root: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        // A key is shown without its NUL, which a person could not read anyway.
        if (key.includes(NUL)) return itemPath.replaceAll(NUL, '');
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL's text cannot hold U+0000: a NUL anywhere in what a request sends would fail its statement with a 500.
 * One check of every parsed body, query string and path refuses it first, with the field it was found in.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = pathOfNul(value);
      if (path === undefined) continue;
      const field = path || part;
      return reply.code(400).send({ status: 400, error: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } });
    }
  });
}
