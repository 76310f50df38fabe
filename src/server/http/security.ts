import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Paths whose answers are API data: never cached by browsers or proxies. */
function isApiPath(url: string): boolean {
  return /^\/(api|login|forgot_password|reset_password)(\/|\?|$)/.test(url);
}

export async function registerSecurityHeaders(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The toast library writes its styles into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something on HTTPS; sent over plain HTTP it would only confuse local use.
    strictTransportSecurity: appUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
