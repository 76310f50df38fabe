import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import { CAPABILITIES, candidateDataOf, listenToCapabilities } from './capabilities.js';
import type { AppContext, Capability, Services } from './capability.js';
import type { Config } from './config.js';
import { fileStoreFor } from './files/configured-store.js';
import { FileService } from './files/service.js';
import type { Database } from './db/database.js';
import { createLogger } from './log.js';
import { healthRoutes, Readiness } from './monitoring/health.js';
import { measureRequests, metricsRoutes } from './monitoring/metrics-routes.js';
import { limitBodies } from './http/body-limits.js';
import { admitUploads } from './http/upload-admission.js';
import { registerCompression } from './http/compression.js';
import { drainOnClose } from './http/drain.js';
import { echoRequestIds, requestIdsFor } from './http/request-ids.js';
import { registerErrorHandlers } from './http/errors.js';
import { refuseUnstorableText } from './http/unstorable-text.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web.js';
import { secretBoxFor, type SecretBox } from './secrets/index.js';
import { collectEndpoints, referenceRoutes } from './reference/index.js';

interface AppDependencies {
  config: Config;
  db: Database;
  /** Where the built web app is; tests of the API leave it out. */
  webRoot?: string;
  /** The process's logger (`createLogger`); by default one at the configured level on stdout. */
  log?: FastifyBaseLogger;
  /** Told by the process when it starts to stop, so that the readiness probe fails from then on. */
  readiness?: Readiness;
  /** The capabilities it is built from: the app's list, unless a test adds one. */
  capabilities?: readonly Capability[];
  /** The process's secret box (`secretBoxFor`); by default one of the configured keys. */
  secrets?: SecretBox;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../web', import.meta.url));

/**
 * Files arrive as base64 data URLs in JSON: a 10 MB file is about 13.4 MB of text. A route that needs no session takes
 * far less (`limitBodies`).
 */
const BODY_LIMIT_BYTES = 15 * 1024 * 1024;

/**
 * What the capabilities provide each other, filled in the list's order: one that uses what a later one provides
 * fails at the start, naming it, rather than at its first request.
 */
function servicesOf(): Services {
  return new Proxy({} as Services, {
    get(provided, name) {
      if (typeof name === 'string' && !(name in provided)) {
        throw new Error(`"${name}" is used before a capability provides it: check the order in capabilities.ts`);
      }
      return Reflect.get(provided, name);
    },
  });
}

export async function buildApp({
  config,
  db,
  webRoot,
  log = createLogger(config.logLevel),
  readiness = new Readiness(),
  capabilities = CAPABILITIES,
  secrets,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 120_000,
    connectionTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    genReqId: requestIdsFor(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A call without a body may still say it is JSON (the original client's logout does): an empty body is no body, not
  // malformed JSON. Anything else goes to Fastify's own parser, with its guard against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body, done);
  });

  drainOnClose(app);
  echoRequestIds(app);
  measureRequests(app);
  registerErrorHandlers(app);
  // Before the routes: it gives the routes registered after it their body limits.
  limitBodies(app);
  admitUploads(app, config.uploadsInFlight);
  refuseUnstorableText(app);
  registerSecurityHeaders(app, config.appUrl);
  // Before the routes: it compresses the answers of routes registered after it.
  registerCompression(app);

  await app.register(healthRoutes, { db, readiness });
  await app.register(metricsRoutes, { db, token: config.metricsToken });

  const endpoints = collectEndpoints(app);
  const files = new FileService(db, fileStoreFor(config));
  const context: AppContext = {
    config,
    db,
    files,
    secrets: secrets ?? (await secretBoxFor(config)),
    services: servicesOf(),
    candidateData: candidateDataOf(capabilities),
  };
  for (const capability of capabilities) Object.assign(context.services, capability.provides?.(context));
  for (const capability of capabilities) capability.hooks?.(app, context);
  for (const capability of capabilities) if (capability.routes) await app.register(capability.routes, context);
  listenToCapabilities(capabilities);
  await app.register(referenceRoutes, { endpoints, appUrl: config.appUrl });

  if (webRoot) await registerWebApp(app, webRoot);
  else app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ status: 404, error: 'Not found.' }));
  return app;
}
