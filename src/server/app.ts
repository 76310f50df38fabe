import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import { createGuards } from './auth/guard.js';
import { authRoutes } from './auth/routes.js';
import { createApiTokenAdmission, registerApiTokenCalls } from './api-tokens/admission.js';
import { apiTokenRoutes } from './api-tokens/routes.js';
import { ApiTokenService } from './api-tokens/service.js';
import { teamRoutes } from './team/routes.js';
import { pipelineRoutes } from './pipeline/routes.js';
import { PipelineService } from './pipeline/service.js';
import { MoveService } from './pipeline/moves.js';
import { templateRoutes } from './templates/routes.js';
import { activityRoutes } from './activity/routes.js';
import { NoteService } from './activity/notes-service.js';
import { TimelineService } from './activity/timeline-service.js';
import { TemplateService } from './templates/service.js';
import { TeamService } from './team/service.js';
import { notificationRoutes } from './notifications/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { erasureRoutes } from './privacy/erasure-routes.js';
import { ErasureService } from './privacy/erasure-service.js';
import { retentionRoutes } from './privacy/retention-routes.js';
import { PrivacyService } from './privacy/service.js';
import { NotificationService } from './notifications/service.js';
import { exportRoutes } from './export/routes.js';
import { ExportService } from './export/service.js';
import { HiringReports } from './reports/hiring-reports.js';
import { reportRoutes } from './reports/routes.js';
import { ReportService } from './reports/service.js';
import { interviewRoutes } from './interviews/routes.js';
import { searchRoutes } from './search/routes.js';
import { SearchService } from './search/service.js';
import { candidateHistoryRoutes } from './candidate-history/routes.js';
import { CandidateHistoryService } from './candidate-history/service.js';
import { webhookRoutes } from './webhooks/routes.js';
import { WebhookService } from './webhooks/service.js';
import { InterviewService } from './interviews/service.js';
import { CandidateInterviewService } from './interviews/answers.js';
import { candidateInterviewRoutes } from './interviews/candidate-routes.js';
import { comparisonRoutes } from './scorecards/comparison-routes.js';
import { scorecardRoutes } from './scorecards/routes.js';
import { ScorecardService } from './scorecards/service.js';
import { ScorecardTemplateService } from './scorecards/templates.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createLogger } from './log.js';
import { healthRoutes, Readiness } from './monitoring/health.js';
import { measureRequests, metricsRoutes } from './monitoring/metrics-routes.js';
import { limitBodies } from './http/body-limits.js';
import { registerCompression } from './http/compression.js';
import { drainOnClose } from './http/drain.js';
import { echoRequestIds, requestIdsFor } from './http/request-ids.js';
import { registerErrorHandlers } from './http/errors.js';
import { refuseUnstorableText } from './http/unstorable-text.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web.js';
import { candidateApplicationRoutes } from './applications/candidate-routes.js';
import { DecisionService } from './applications/decision-service.js';
import { annotationRoutes } from './applications/annotation-routes.js';
import { fileRoutes } from './applications/file-routes.js';
import { AnnotationService } from './applications/annotation-service.js';
import { recruiterApplicationRoutes } from './applications/recruiter-routes.js';
import { ReviewService } from './applications/review-service.js';
import { ApplicationService } from './applications/service.js';
import { DraftService } from './applications/draft-service.js';
import { ApplicationDefaultsService } from './applications/defaults-service.js';
import { FileService } from './files/service.js';
import { fileStoreFor } from './files/configured-store.js';
import { careersRoutes } from './careers/routes.js';
import { PageCache } from './careers/page-cache.js';
import { CareersService } from './careers/service.js';
import { postingRoutes } from './postings/routes.js';
import { CandidateProfileService } from './profiles/candidate-service.js';
import { profileRoutes } from './profiles/routes.js';
import { pictureRoutes } from './profiles/picture-routes.js';
import { collectEndpoints, referenceRoutes } from './reference/routes.js';
import { CompanyProfileService } from './profiles/company-service.js';
import { PostingService } from './postings/service.js';

interface AppDependencies {
  config: Config;
  db: Database;
  /** Where the built web app is; tests of the API leave it out. */
  webRoot?: string;
  /** The process's logger (`createLogger`); by default one at the configured level on stdout. */
  log?: FastifyBaseLogger;
  /** Told by the process when it starts to stop, so that the readiness probe fails from then on. */
  readiness?: Readiness;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../web', import.meta.url));

/**
 * Files arrive as base64 data URLs in JSON: a 10 MB file is about 13.4 MB of text. A route that needs no session takes
 * far less (`limitBodies`).
 */
const BODY_LIMIT_BYTES = 15 * 1024 * 1024;

/** How long a process serves a public careers page as it rendered it: a company's change shows within this. */
const PUBLIC_PAGE_TTL_MS = 2000;

export async function buildApp({
  config,
  db,
  webRoot,
  log = createLogger(config.logLevel),
  readiness = new Readiness(),
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
  refuseUnstorableText(app);
  await registerSecurityHeaders(app, config.appUrl);
  // Before the routes: it compresses the answers of routes registered after it.
  registerCompression(app);

  await app.register(healthRoutes, { db, readiness });
  await app.register(metricsRoutes, { db, token: config.metricsToken });

  const guards = createGuards(db, createApiTokenAdmission(db, config.apiTokenRateLimit));
  registerApiTokenCalls(app, db);
  const endpoints = collectEndpoints(app);
  await app.register(authRoutes, {
    db,
    guards,
    authRateLimit: config.authRateLimit,
    appUrl: config.appUrl,
  });
  const postings = new PostingService(db, config.appUrl);
  const files = new FileService(db, fileStoreFor(config));
  const review = new ReviewService(db);
  const moves = new MoveService(db, files, config.appUrl);
  const applications = new ApplicationService(db, files, config.appUrl, moves);
  await app.register(postingRoutes, { postings, guards });
  const companies = new CompanyProfileService(db, files, config.appUrl);
  await app.register(candidateApplicationRoutes, {
    guards,
    applications,
    decisions: new DecisionService(db, config.appUrl, moves),
    drafts: new DraftService(db, files, postings),
    defaults: new ApplicationDefaultsService(db, new CandidateProfileService(db)),
  });
  await app.register(recruiterApplicationRoutes, { guards, applications, review, moves });
  await app.register(activityRoutes, {
    guards,
    notes: new NoteService(db, config.appUrl),
    timeline: new TimelineService(db),
  });
  const templates = new TemplateService(db);
  await app.register(templateRoutes, { guards, templates });
  await app.register(pipelineRoutes, { guards, pipeline: new PipelineService(db), moves, templates });
  await app.register(profileRoutes, { guards, candidates: new CandidateProfileService(db), companies });
  await app.register(fileRoutes, { guards, files, applications });
  await app.register(pictureRoutes, { guards, files, companies });
  await app.register(annotationRoutes, { guards, annotations: new AnnotationService(db, files) });
  await app.register(teamRoutes, { db, guards, team: new TeamService(db, config.appUrl) });
  await app.register(notificationRoutes, { guards, notifications: new NotificationService(db) });
  const privacy = new PrivacyService(db, config.appUrl);
  await app.register(privacyRoutes, { guards, privacy });
  await app.register(exportRoutes, { guards, exports: new ExportService(db), store: files.store });
  await app.register(erasureRoutes, {
    guards,
    erasure: new ErasureService(db, new DecisionService(db, config.appUrl, moves), config.dataDir),
  });
  await app.register(retentionRoutes, { guards, db, dataDir: config.dataDir });
  await app.register(apiTokenRoutes, { guards, apiTokens: new ApiTokenService(db) });
  await app.register(searchRoutes, { guards, search: new SearchService(db) });
  await app.register(reportRoutes, { guards, reports: new ReportService(db), hiringReports: new HiringReports(db) });
  const interviews = new InterviewService(db, moves, config.appUrl, config.mailFrom);
  await app.register(interviewRoutes, { guards, interviews });
  await app.register(candidateHistoryRoutes, { guards, history: new CandidateHistoryService(db) });
  await app.register(candidateInterviewRoutes, {
    guards,
    answers: new CandidateInterviewService(db, interviews, config.appUrl),
    appUrl: config.appUrl,
  });
  await app.register(scorecardRoutes, {
    guards,
    scorecards: new ScorecardService(db),
    templates: new ScorecardTemplateService(db),
  });
  await app.register(comparisonRoutes, { guards, db });
  await app.register(careersRoutes, {
    careers: new CareersService(db),
    privacy,
    pages: new PageCache(PUBLIC_PAGE_TTL_MS),
    appUrl: config.appUrl,
  });
  await app.register(webhookRoutes, { guards, webhooks: new WebhookService(db, config.webhookAllowPrivate) });
  await app.register(referenceRoutes, { endpoints, appUrl: config.appUrl });

  if (webRoot) await registerWebApp(app, webRoot);
  else app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ status: 404, error: 'Not found.' }));
  return app;
}
