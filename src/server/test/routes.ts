import type { FastifyInstance } from 'fastify';

interface RegisteredRoute {
  method: string;
  /** Fastify's pattern: `/api/postings/:id/`. */
  path: string;
}

/** Every route the app serves, as Fastify has them, HEAD left out (it follows GET). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
