import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { addressRoutes } from './features/address/address.routes';
import { auctionLifecycleRoutes } from './features/auction/session/auction-lifecycle.routes';
import { auctionPauseRoutes } from './features/auction/pause/auction-pause.routes';
import { auctionObjectionRoutes } from './features/auction/objections/auction-objections.routes';
import { auctionAssistanceRoutes } from './features/auction/assistance/auction-assistance.routes';
import { auctionProxyRoutes } from './features/auction/proxy/auction-proxy.routes';
import { heartbeatJob } from './features/auction/bidding/auction-outage';
import { auctionSchedulerJobs } from './features/auction/schedule/auction-scheduler';
import { auctionSessionRoutes } from './features/auction/session/auction-session.routes';
import { auctionPublicRoutes } from './features/auction/session/auction-public.routes';
import { authRoutes, securedAuthRoutes } from './features/auth/auth.routes';
import { companyRoutes } from './features/company/company.routes';
import { auditorRoutes } from './features/company/auditor.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { demoRoomRoutes } from './features/demo-room/demo-room.routes';
import { registerDemoRoomSocket } from './features/demo-room/demo-room.socket';
import { registerAuctionSocket } from './features/auction/room/auction.socket';
import { auctionVendorRoutes } from './features/auction/invitations/auction-vendor.routes';
import { biddingHistoryRoutes } from './features/auction/history/bidding-history.routes';
import { chatRoutes } from './features/negotiation/chat/chat.routes';
import { registerChatSocket } from './features/negotiation/chat/chat.socket';
import { negotiationOfferRoutes } from './features/negotiation/online/negotiation-offer.routes';
import { negotiationStatusRoutes } from './features/negotiation/online/negotiation-status.routes';
import { registerNegotiationSocket } from './features/negotiation/online/negotiation.socket';
import { spectatorRoutes } from './features/negotiation/spectators/spectator.routes';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes';
import { testSupportRoutes } from './features/test-support/test-support.routes';
import { healthRoutes } from './features/health/health.routes';
import { buyerGuideRoutes } from './features/help/buyer-guide.routes';
import { ledgerKeyRoutes } from './features/auction/ledger/auction-ledger-key.routes';
import { auctionReceiptRoutes } from './features/auction/ledger/auction-receipts.routes';
import { auctionConnectionRoutes } from './features/auction/room/auction-connections.routes';
import { recordConnections } from './features/auction/room/auction-connection-record';
import { landingRoutes } from './features/landing/landing.routes';
import { negotiationBatchRoutes } from './features/negotiation/batch/negotiation-batch.routes';
import { negotiationOfflineRoutes } from './features/negotiation/batch/negotiation-offline.routes';
import { negotiationReportRoutes } from './features/report/negotiation/negotiation-report.routes';
import { masterDataAdminRoutes } from './features/master-data/master-data-admin.routes';
import { masterDataRoutes } from './features/master-data/master-data.routes';
import { procurementItemRoutes } from './features/procurement/items/procurement-item.routes';
import { procurementVendorRoutes } from './features/procurement/vendors/procurement-vendor.routes';
import { procurementRoutes } from './features/procurement/procurement.routes';
import { ocdsRoutes } from './features/procurement/ocds/ocds.routes';
import { auctionReportRoutes } from './features/report/auction-log-report.routes';
import { reportSettingsRoutes } from './features/report/report-settings.routes';
import { seedMasterData } from './features/master-data/master-data.service';
import { authenticate, userOfToken } from './platform/security/auth-guard';
import { anonymousAddressLimit } from './platform/security/address-limit';
import { refuseAuditorWrites } from './platform/security/auditor-guard';
import { ioBroadcaster } from './platform/realtime/broadcaster';
import type { ChangeFeed } from './platform/change-feed';
import { systemClock, type Clock } from './platform/clock';
import { openHeavyWork } from './platform/heavy-work/heavy-pool';
import { refuseHeavyReadsOverBudget } from './platform/heavy-work/heavy-read-budget';
import { registerApiDocs } from './platform/http/api-docs';
import { applyDefaultPolicy } from './platform/http/content-security-policy';
import type { AppContext } from './platform/context';
import { serializeErrorSafely } from './platform/http/error-log';
import { envelope, errorHandler } from './platform/http/http-errors';
import { markSecuredRoutes } from './platform/http/openapi';
import { registerInputGuard } from './platform/http/input-guard';
import { createDelivery, OutboxWorker } from './platform/mail/outbox-worker';
import { createRealtime, type RealtimeServer } from './platform/realtime/realtime';
import { limitLiveCommands } from './platform/realtime/live-command-limit';
import { CommandLimiter, shareLimiter, type Buckets } from './platform/realtime/realtime-limits';
import { Scheduler } from './platform/scheduler';
import { loadSecrets } from './platform/security/secrets';
import { logRequests } from './platform/http/request-log';
import { registerWebApp } from './platform/http/static-web';
import { REQUEST_MSG } from '@procura/domain/common/request.messages';

/** A registered route, as the input guard's contract test walks them. */
export interface RouteSummary {
  method: string;
  url: string;
}

export interface App {
  http: FastifyInstance;
  routes: readonly RouteSummary[];
  ctx: AppContext;
  io: RealtimeServer;
  outbox: OutboxWorker;
  /** Due transitions (auction start and end); main.ts starts it, tests call tick(). */
  scheduler: Scheduler;
  /** The per-address buckets of anonymous traffic (decision 223; tests forget them between cases). */
  addressLimit: Buckets;
  close(): Promise<void>;
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

// Large enough that a 1 MB field reaches validation and gets a field error, small enough to bound memory.
const BODY_LIMIT = 2 * 1024 * 1024;

/** Headers of every answer; the Content-Security-Policy is the default one unless the route chose another. */
function setSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  // Sign-in links carry tokens in the address: never leak them to other sites.
  reply.header('Referrer-Policy', 'no-referrer');
  applyDefaultPolicy(reply);
}

/**
 * Builds the whole server without listening, so tests can start it on any port. `changes` is the
 * database's change feed (Database.changes): apps sharing a database must share it.
 */
export async function buildApp(deps: { config: Config; db: Db; changes: ChangeFeed; clock?: Clock; logStream?: LogStream }): Promise<App> {
  const { config, db, changes } = deps;
  const clock = deps.clock ?? systemClock;
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY && !deps.logStream;
  const http = Fastify({
    bodyLimit: BODY_LIMIT,
    // Malformed addresses (bad %-escapes, over-long parameters) never reach the error handler.
    // They skip the onSend hooks too, so the security headers are set here.
    frameworkErrors: (_error, _request, reply) => {
      setSecurityHeaders(reply as FastifyReply);
      void (reply as FastifyReply).status(400).send(envelope('The address of this request is not valid'));
    },
    // Requests Node refuses before Fastify sees them (e.g. a 1 MB query string): answer in the envelope too.
    clientErrorHandler: (error, socket) => {
      const tooLarge = (error as NodeJS.ErrnoException).code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify(envelope(tooLarge ? REQUEST_MSG.tooLarge : REQUEST_MSG.badRequest));
      const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
      if (socket.writable) {
        socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      } else socket.destroy(error);
    },
    trustProxy: config.TRUST_PROXY,
    logger: {
      level: config.LOG_LEVEL,
      // Errors are logged through one serializer that never writes query parameters or values.
      serializers: { err: serializeErrorSafely },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Request ids would add a line under each request line; they matter in production logs, not in a terminal.
      ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'hostname,reqId' } } } : {}),
    },
    // Requests are logged at debug by logRequests below; mails and start-up stay at info.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const routes: RouteSummary[] = [];
  http.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  logRequests(http);
  http.decorateRequest('user', null);
  http.setErrorHandler(errorHandler({ refusalHoldMs: config.REFUSAL_HOLD_MS }));
  registerInputGuard(http);
  // Uploads are read part by part with per-route limits (platform/files/multipart-form.ts).
  await http.register(fastifyMultipart, { throwFileSizeLimit: false });
  http.addHook('onSend', async (_req, reply) => {
    setSecurityHeaders(reply);
  });

  changes.logTo((message) => http.log.warn(message));
  await seedMasterData(db, changes);
  const secrets = await loadSecrets(db, config.JWT_SECRET, config.LEDGER_SIGNING_KEY);
  // The handshake checks tokens with the context built just below (connections come after start-up).
  const realtime = createRealtime(http.server, clock, (token) => userOfToken(ctx, token), config.REDIS_URL ? { url: config.REDIS_URL, channelPrefix: config.REDIS_CHANNEL_PREFIX, log: http.log } : undefined);
  // One limiter per node (per app): the socket dispatcher and the HTTP live commands draw from its account buckets (decision 222).
  const limits = new CommandLimiter();
  shareLimiter(realtime.io, limits);
  const ctx: AppContext = { config, db, changes, clock, secrets, log: http.log, broadcast: ioBroadcaster(realtime.io), limits };
  // Before every route: anonymous /api/ traffic per client address, before any database work (decision 223).
  const anonymous = anonymousAddressLimit(ctx);
  http.addHook('onRequest', anonymous.onRequest);
  http.addHook('onResponse', anonymous.onResponse);
  // Before every route too: an auditor's request that writes is refused, whatever the route (docs/decisions.md 244).
  http.addHook('onRequest', refuseAuditorWrites(ctx));

  // First, so that it sees every route registered below.
  await registerApiDocs(http);
  await http.register(healthRoutes(ctx));
  await http.register(authRoutes(ctx));
  await http.register(masterDataRoutes(ctx));
  await http.register(addressRoutes(ctx));
  await http.register(landingRoutes(ctx));
  await http.register(buyerGuideRoutes(ctx));
  await http.register(ledgerKeyRoutes(ctx));
  await http.register(auctionPublicRoutes(ctx));
  await http.register(demoRoomRoutes(ctx));
  if (config.devOutbox) await http.register(devOutboxRoutes(ctx));
  if (config.testSupport) await http.register(testSupportRoutes(ctx));
  await http.register(async (secured) => {
    // The live commands' and heavy reads' budgets first: a flood is refused before its sign-in is looked up (decisions 221-222).
    secured.addHook('onRequest', limitLiveCommands(ctx));
    secured.addHook('onRequest', refuseHeavyReadsOverBudget(ctx));
    secured.addHook('onRequest', authenticate(ctx));
    markSecuredRoutes(secured);
    await secured.register(accountRoutes(ctx));
    await secured.register(securedAuthRoutes(ctx));
    await secured.register(companyRoutes(ctx));
    await secured.register(auditorRoutes(ctx));
    await secured.register(masterDataAdminRoutes(ctx));
    await secured.register(procurementRoutes(ctx));
    await secured.register(ocdsRoutes(ctx));
    await secured.register(procurementItemRoutes(ctx));
    await secured.register(procurementVendorRoutes(ctx));
    await secured.register(auctionSessionRoutes(ctx));
    await secured.register(auctionLifecycleRoutes(ctx));
    await secured.register(auctionPauseRoutes(ctx));
    await secured.register(auctionObjectionRoutes(ctx));
    await secured.register(auctionAssistanceRoutes(ctx));
    await secured.register(auctionProxyRoutes(ctx));
    await secured.register(auctionVendorRoutes(ctx, realtime.io));
    await secured.register(auctionReceiptRoutes(ctx));
    await secured.register(auctionConnectionRoutes(ctx));
    await secured.register(biddingHistoryRoutes(ctx));
    await secured.register(negotiationBatchRoutes(ctx));
    await secured.register(negotiationOfflineRoutes(ctx));
    await secured.register(negotiationStatusRoutes(ctx));
    await secured.register(negotiationOfferRoutes(ctx));
    await secured.register(chatRoutes(ctx));
    await secured.register(spectatorRoutes(ctx, realtime.io));
    await secured.register(reportSettingsRoutes(ctx));
    await secured.register(auctionReportRoutes(ctx));
    await secured.register(negotiationReportRoutes(ctx));
    await secured.register(dashboardRoutes(ctx));
  });
  await registerWebApp(http, config.WEB_DIST_DIR);

  registerDemoRoomSocket(realtime.io, ctx);
  registerAuctionSocket(realtime.io, ctx);
  // The connection record (decisions 211-212): this node's vendor sockets in session rooms, written in batches; stale rows of stopped nodes closed.
  const connections = recordConnections(realtime.io, ctx);
  await connections.sweep();
  registerNegotiationSocket(realtime.io, ctx);
  registerChatSocket(realtime.io, ctx);
  const outbox = new OutboxWorker(db, clock, createDelivery(config.SMTP_URL, config.MAIL_FROM), http.log);
  const scheduler = new Scheduler(auctionSchedulerJobs(ctx), http.log, heartbeatJob(ctx));
  // Files and ledger checks run on the heavy-work pool, off this event loop (docs/decisions.md 220).
  const heavyWork = openHeavyWork({ threads: config.HEAVY_WORK_THREADS, queue: config.HEAVY_WORK_QUEUE });

  return {
    http,
    routes,
    ctx,
    io: realtime.io,
    outbox,
    scheduler,
    addressLimit: anonymous.buckets,
    async close() {
      await scheduler.stop();
      await outbox.stop();
      await realtime.close();
      await connections.stop();
      await http.close();
      await heavyWork.close();
    },
  };
}
