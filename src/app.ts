import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { LoadedApps } from './apps/load-apps.ts';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './config/http-limits.ts';
import { systemClock, type Clock } from './context/clock.ts';
import { appError } from './errors/app-error.ts';
import { registerBodyDeadline } from './http/body-deadline.ts';
import { registerBodyParsers } from './http/body-parsers.ts';
import { answerClientError } from './http/client-error.ts';
import { capConnectionsPerAddress } from './http/connection-caps.ts';
import { reserveDescriptors } from './http/descriptor-reserve.ts';
import { serializeErrorFor } from './http/api-version.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerLingeringClose } from './http/lingering-close.ts';
import { authenticator } from './http/hooks/authenticate.ts';
import { checkCsrf } from './http/hooks/csrf.ts';
import { registerSiteResolution } from './http/hooks/resolve-site.ts';
import { registerSessionCookies } from './http/hooks/session-cookies.ts';
import { checkMaintenance } from './http/maintenance.ts';
import { httpMethodTable } from './http/routes/http-methods.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerRequestLog } from './http/request-log.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { registerFileRoutes } from './http/routes/files.ts';
import { registerLoginPage } from './http/routes/login-page.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerMethodRoutes } from './http/routes/method.ts';
import { registerWellKnownRoutes } from './http/routes/oauth.ts';
import { registerBareMethods } from './http/routes/ping.ts';
import { registerResourceRoutes } from './http/routes/resource.ts';
import { registerApiDocs } from './http/routes/api-docs.ts';
import { registerDesk } from './http/routes/desk.ts';
import { registerClientScripts } from './http/routes/client-scripts.ts';
import { registerPrintView } from './http/routes/print.ts';
import { registerFrontends } from './http/routes/frontends.ts';
import { registerOpenApiRoute } from './http/routes/openapi.ts';
import { registerV2Routes } from './http/routes/v2/index.ts';
import { builtinRegistry } from './rpc/builtin/index.ts';
import { SharedStateHub } from './sites/shared-state.ts';
import { SiteRegistry } from './sites/site-registry.ts';
import type { SiteStoreFactories } from './sites/site-stores.ts';
import { noRouteSchemas } from './http/no-route-schemas.ts';
import { originFormUrl } from './http/origin-form.ts';
import { registerRealtimeStream } from './http/routes/realtime-stream.ts';
import { RealtimeServer } from './realtime/realtime-server.ts';
import type { SessionRouting } from './realtime/session-routing.ts';

export interface AppConfig {
  sitesDir: string;
  /** pino level; `silent` in tests. */
  logLevel: string;
  /** Largest request body in bytes (Frappe uses max_file_size, 25 MiB). */
  bodyLimit?: number;
  /** Timeouts and caps on client connections (common_site_config.json's `http_*` keys); the defaults where not given. */
  httpLimits?: Partial<HttpLimits>;
}

export interface AppDeps {
  apps: LoadedApps;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Makes each site's stores (files, OAuth grants, sessions); the defaults when not given. */
  stores?: SiteStoreFactories;
  /** How a worker of `svc serve --workers N` reaches the other workers' socket.io sessions. */
  realtimeRouting?: SessionRouting;
}

export type SvcApp = FastifyInstance & { sites: SiteRegistry; realtime: RealtimeServer };

/**
 * Builds the server: parsers, error handler, request context, routes, logging,
 * in that order. It never listens; the CLI's serve does, and tests inject requests.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<SvcApp> {
  const clock = deps.clock ?? systemClock();
  const bodyLimit = config.bodyLimit ?? 25 * 1024 * 1024;
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS, ...config.httpLimits };
  // Request ids unique across processes and restarts without a UUID per request: a random prefix
  // per app, then a count.
  const requestIdPrefix = randomBytes(9).toString('base64url');
  let requestCount = 0;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(deps.logStream ? { stream: deps.logStream } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit,
    // Bodies are timed by http/body-deadline.ts, which spares a slow upload that keeps coming;
    // node's request timeout would cut it.
    requestTimeout: 0,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // node checks the headers timeout every connectionsCheckingInterval (30 s by default, which
    // made a 60 s timeout up to 90 s).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.floor(limits.headersTimeoutMs / 4))) },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : `${requestIdPrefix}-${(++requestCount).toString(36)}`;
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    schemaController: noRouteSchemas,
    rewriteUrl: originFormUrl,
    // Requests node's parser refuses get Frappe's envelope, and a HEAD no body (http/client-error.ts).
    clientErrorHandler: answerClientError,
    // Router failures (bad percent-encoding, over-long path) answer in Frappe's envelope, not Fastify's.
    frameworkErrors: (err, request, reply) => {
      const { status, body } = serializeErrorFor(request.url ?? '', appError('VALIDATION', err.code === 'FST_ERR_BAD_URL' ? 'The URL holds an invalid percent-encoding' : 'The URL is not valid'), false);
      (reply as FastifyReply).status(status).type('application/json').send(body);
    },
  });
  const stores = deps.stores ?? {};
  const shared = new SharedStateHub(clock, app.log, stores.sessions);
  const sites = new SiteRegistry(config.sitesDir, deps.apps, clock, app.log, shared, stores);
  const methods = builtinRegistry(deps.apps.appsScreen);
  for (const name of deps.apps.names) methods.addApp(name);
  for (const [dotted, def] of deps.apps.methods) methods.register(dotted, def);
  for (const report of deps.apps.scriptReports.values()) methods.registerScriptReport(report);
  app.decorate('sites', sites);
  const realtime = new RealtimeServer({ lookup: (site, host) => sites.get(sites.resolveName(site, host)), clock, log: app.log, routing: deps.realtimeRouting });
  realtime.attach(app.server);
  capConnectionsPerAddress(app.server, limits.maxConnectionsPerIp, limits.trustedProxies);
  reserveDescriptors(app.server, limits.fdReserve);
  app.decorate('realtime', realtime);
  app.decorateRequest('svc', null);
  app.decorateRequest('svcSite', null);
  app.decorateRequest('svcAuth', null);
  app.decorateRequest('svcTraits', null);
  const httpMethods = httpMethodTable(methods);

  registerBodyDeadline(app, limits);
  registerBodyParsers(app);
  registerMultipart(app);
  registerErrorHandler(app, bodyLimit);
  // A refused body is read and dropped for up to twice the larger of the server's and the site's limits.
  registerLingeringClose(app, (request) => 2 * Math.max(bodyLimit, request.svcSite?.config.max_file_size ?? 0));
  registerRequestLog(app);
  registerSiteResolution(app, sites);
  const rateLimit = registerRateLimit(app, clock);
  registerBareMethods(app, httpMethods);

  await app.register(async (api) => {
    api.addHook('preHandler', checkMaintenance);
    api.addHook('preHandler', authenticator(clock));
    api.addHook('preHandler', checkCsrf);
    api.addHook('preHandler', rateLimit.checkUser);
    registerIdempotency(api);
    registerResourceRoutes(api);
    registerMethodRoutes(api, methods, httpMethods);
    registerV2Routes(api, methods, deps.apps.names, httpMethods);
    registerWellKnownRoutes(api);
    registerLoginPage(api);
    registerFileRoutes(api);
    registerOpenApiRoute(api, methods);
    registerApiDocs(api);
    registerDesk(api);
    registerClientScripts(api);
    registerPrintView(api);
    registerFrontends(api, deps.apps.frontends, new Map(deps.apps.names.map((name, i) => [name, deps.apps.dirs[i]])));
    registerRealtimeStream(api, realtime);
    registerSessionCookies(api, clock);
  });

  // Before the HTTP server closes: it waits for every connection, and sockets stay open until told.
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => {
    await sites.closeAll();
    await shared.closeAll();
  });
  return app as unknown as SvcApp;
}
