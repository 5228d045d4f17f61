import { setBusinessTimeZone } from '@careops/core/format';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { authHandlers } from './auth';
import { createCatalogueHandlers, scheduleSurveyJobs } from './catalogue';
import { createInventoryHandlers } from './inventory';
import { createLedgerHandlers, scheduleReconciliation } from './finance/ledger';
import { createCouponHandlers, scheduleCouponJobs } from './marketing/coupons';
import { createMarketingContentHandlers, feedbackFieldRoutes } from './marketing/marketing-content';
import { createInvoiceHandlers } from './finance/invoices';
import { createRewardHandlers } from './finance/rewards';
import { createWithdrawalHandlers, fileOutboxGateway, resumePayouts } from './finance/withdrawals';
import { installUploads, storageOf } from './uploads';
import { createHomeHandlers } from './home';
import { createViewsHandlers } from './views';
import { createAuthenticator } from './auth/authenticate';
import { schedulePruning } from './auth/housekeeping';
import { outboxSmsGateway, type SmsGateway } from './auth/sms-gateway';
import { PermissionQueries } from './auth/user-permission-sql';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { BODY_LIMIT, installBodyParsing } from './http/body-parsing';
import { installAnswerCompression } from './http/compress-answers';
import { installClosingAnswer } from './http/closing-answer';
import { installErrorHandler } from './http/error-handler';
import { installMetrics } from './http/metrics';
import { installRequestIdHeader, requestIdOf } from './http/request-id';
import { installRequestLanguage } from './http/request-language';
import { answerClientError, answerFrameworkError } from './http/transport-answers';
import { installRateLimit } from './http/rate-limit';
import { installRequestLogging } from './http/request-logging';
import { registerEndpoints, registerRoute } from './http/register-endpoints';
import { installSecurityHeaders } from './http/security-headers';
import { installWebConsole } from './http/web-console';
import { seedDatabase, type SeedOutcome } from './seed';
import type { Services } from './services';
import { createOrderHandlers, installDemoPhotos, scheduleOrderJobs } from './orders';
import { createOrderExportHandlers } from './orders/export';
import { createPeopleHandlers, installDemoDocuments, schedulePeopleJobs } from './people';
import { createSystemHandlers, outboxMessageGateway, type MessageGateway } from './system';
import { installLiveChannel } from './events/live-channel';
import { installEventPositionHeader } from './events/event-position-header';
import type { EventHub } from './events/event-hub';
import { createSecurityHandlers, fieldRoutes, scheduleEscalation, scheduleVoiceAnnouncements } from './security';
import { createStudioHandlers } from './studios';
import { registerTestHooks } from './test-hooks/routes';
import { createTestHookState } from './test-hooks/state';

export interface BuildOptions {
  config: ServerConfig;
  /** An open database; opened from the configuration when absent. Closed with the app. */
  database?: DatabaseHandle;
  /** The SMS gateway; default: the outbox table and the log. */
  sms?: SmsGateway;
  /** The gateway of announcements; default: the outbox table, the message center and the log. */
  messages?: MessageGateway;
}

/** What the app knows about itself after building. */
export interface CareOpsState {
  services: Services;
  seed: SeedOutcome;
  /** Whether the built web console is served. */
  webConsole: boolean;
  /** Where the data lives (SQLite file or PostgreSQL URL without password). */
  database: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    careops: CareOpsState;
  }
}

/**
 * Builds the server: opens the database, runs pending migrations, seeds or re-syncs, and
 * registers the endpoint table, the test hooks (when enabled) and the web console.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Dates the server reads without a zone, day boundaries and exported times follow this zone.
  setBusinessTimeZone(config.timeZone);
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 72_000,
    trustProxy: config.trustProxy,
    // Our own 503 with the envelope while stopping (http/closing-answer.ts).
    return503OnClosing: false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const database = options.database ?? (await openDatabase(config));
  app.addHook('onClose', async () => database.db.destroy());
  try {
    const { db, dialect } = database;
    await migrateToLatest(db, dialect);
    const seed = await seedDatabase(db, { adminPassword: config.adminPassword, demo: config.demo });
    const hotPath = database.openHotPath();
    app.addHook('onClose', () => hotPath.close());
    const queries = new PermissionQueries(dialect, hotPath);
    const services: Services = {
      db,
      dialect,
      config,
      sms: options.sms ?? outboxSmsGateway(),
      log: app.log,
      queries,
      authenticate: createAuthenticator({
        db,
        queries,
        sessionIdleMs: config.sessionIdleMs,
        onTouchError: (error) => app.log.error({ err: error }, 'could not record session activity'),
      }),
      hooks: config.testHooks ? createTestHookState() : null,
    };
    // Before any route (see request-logging.ts).
    installRequestLogging(app);
    installRequestIdHeader(app);
    await installRequestLanguage(app);
    installMetrics(app, { token: config.metricsToken, pool: database.poolStats });
    installSecurityHeaders(app);
    let liveHub: EventHub | undefined;
    installEventPositionHeader(app, () => liveHub?.position());
    installAnswerCompression(app);
    installErrorHandler(app);
    installClosingAnswer(app);
    await installBodyParsing(app);
    await installUploads(app, storageOf(config.dataDir));
    await installRateLimit(app);
    const voiceGateway = options.messages ?? outboxMessageGateway(app.log);
    const payoutGateway = fileOutboxGateway(config.dataDir);
    registerEndpoints(app, services, {
      ...authHandlers,
      ...createSystemHandlers({ messages: options.messages ?? outboxMessageGateway(app.log) }),
      ...createOrderHandlers(),
      ...createOrderExportHandlers(),
      ...createPeopleHandlers(),
      ...createStudioHandlers(),
      ...createSecurityHandlers({ messages: voiceGateway }),
      ...createCatalogueHandlers(),
      ...createInventoryHandlers(),
      ...createLedgerHandlers(),
      ...createCouponHandlers(),
      ...createMarketingContentHandlers({ messages: voiceGateway }),
      ...createInvoiceHandlers(),
      ...createWithdrawalHandlers(payoutGateway),
      ...createRewardHandlers(),
      ...createHomeHandlers(),
      ...createViewsHandlers(),
    });
    for (const route of fieldRoutes(services)) registerRoute(app, services, route);
    for (const route of feedbackFieldRoutes(services)) registerRoute(app, services, route);
    await resumePayouts(services, payoutGateway);
    const live = await installLiveChannel(app, services);
    liveHub = live.hub;
    app.addHook('preClose', live.stop);
    installDemoDocuments(app, services);
    installDemoPhotos(app);
    if (config.testHooks) registerTestHooks(app, services);
    const webConsole = await installWebConsole(app, config.webDir);
    const stopPruning = schedulePruning(db, (error) => app.log.error({ err: error }, 'pruning failed'));
    const stopJobs = [stopPruning, scheduleOrderJobs(services), schedulePeopleJobs(services), scheduleEscalation(services), scheduleVoiceAnnouncements(services, voiceGateway), scheduleSurveyJobs(services), scheduleCouponJobs(services), scheduleReconciliation(services)];
    app.addHook('onClose', async () => stopJobs.forEach((stop) => stop()));
    app.decorate('careops', { services, seed, webConsole, database: database.location });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3000 (the real port when PORT was 0). */
  url: string;
  seed: SeedOutcome;
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** Builds the app and listens on the configured host and port. */
export async function startServer(options: BuildOptions): Promise<RunningServer> {
  const app = await buildApp(options);
  try {
    await app.listen({ port: options.config.port, host: options.config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.config.port;
  return { app, url: `http://${urlHost(options.config.host)}:${port}`, seed: app.careops.seed };
}
