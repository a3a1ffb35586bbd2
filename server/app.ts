// The Fastify app (not listening): security headers, compression, the DB-backed rate limiter,
// auth, the query call, demo media and the built client.
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import helmet from "helmet";
import rateLimit from "@fastify/rate-limit";
import { tileOrigin, type Config, type TrustProxy } from "./config.ts";
import type { Db } from "./db/db.ts";
import { dbRateLimitStore } from "./auth/rateLimitStore.ts";
import { recoveryRoutes } from "./auth/recovery.ts";
import { authRoutes, type LoginHooks } from "./auth/routes.ts";
import { smsSenderOf, type SmsSender } from "./sms/sms.ts";
import { invitationSender } from "./sms/invitations.ts";
import { installErrorHandler } from "./http/errors.ts";
import { storageHealth } from "./http/unavailable.ts";
import { DEFAULT_BODY_LIMIT, REQUEST_TIMEOUTS, type RequestTimeouts } from "./http/limits.ts";
import { ALL_OPS } from "./ops/index.ts";
import { createRegistry, type Now, type Op } from "./ops/registry.ts";
import { fileRoutes } from "./routes/files.ts";
import { importRoutes } from "./routes/imports.ts";
import { importStarter } from "./imports/starter.ts";
import { storesOf, type ObjectStore } from "./files/objectStore.ts";
import type { FileStores } from "./files/storage.ts";
import { mediaRoutes } from "./routes/media.ts";
import { queryRoutes } from "./routes/query.ts";
import { staticRoutes } from "./routes/static.ts";
import { PING_PATH } from "../src/codecs/query.ts";
import { healthRoutes } from "./routes/health.ts";
import type { JobQueue } from "./jobs/jobs.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** performance.now() when the request's headers were in (its answer's Server-Timing) */
    startedAt: number;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  /** the built client; default www/ */
  staticDir?: string;
  /** the operations of POST /api/query; default ALL_OPS */
  ops?: readonly Op[];
  /** where log lines go, one write per line (default pino's stdout destination); `npm start` holds them until its banner is out, tests capture them */
  logStream?: { write(line: string): unknown };
  /** request time limits; default REQUEST_TIMEOUTS (tests shorten them) */
  timeouts?: Partial<RequestTimeouts>;
  /** the sign-in route's password check and slowdown timer (tests watch them) */
  loginHooks?: Partial<LoginHooks>;
  /** the clock the operations read "today" from, and the one-time codes' expiry (default the real one; tests fix it) */
  now?: Now;
  /** where SMS go (default the configured gateway, or sms-outbox.jsonl in the data folder) */
  sms?: SmsSender;
  /** whether the server is stopping (then /readyz answers 503); default never */
  stopping?: () => boolean;
  /** where uploaded files' bytes are kept (default: FILE_STORE and the S3_ settings of the config; decision 049) */
  files?: FileStores & { s3?: ObjectStore | null };
  /** the job queue (server/jobs/jobs.ts); without one, an SMS that fails is not retried */
  jobs?: JobQueue;
}

/** Never log secrets: bearer tokens, cookies, passwords, issued tokens. */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "req.body.password",
  "body.password",
  "password",
  "token",
  "res.body.token",
  "req.body.otp",
  "body.otp",
  "otp",
  "req.body.resetToken",
  "body.resetToken",
  "resetToken",
  "text",
];

/** What Strict-Transport-Security says when the app is served over HTTPS (helmet's default). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** A query parameter that may carry a secret: a token of any name (token, resetToken, access_token), a code, a password, a key. */
const SECRET_PARAM = /([?&](?:[^=&#]*token|otp|code|password|secret|[^=&#]*key)=)[^&#]*/gi;

/** The request's address as the log keeps it: a secret in its query (`?token=...`, refused anyway) redacted, never written. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAM, "$1[redacted]");

/** Fastify's request serializer, with the address redacted. */
const logRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5 ignores a bare hop count (it trusts no proxy
 * then), so a count n becomes "trust the n nearest hops", as Express and proxy-addr define it.
 */
const fastifyTrustProxy = (tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof tp === "number" ? (_address, hop) => hop < tp : tp;

/** The headers `middleware` sets on an answer, as [name as spelled, value] (it must set the same on every answer). */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Array<[string, string | number | string[]]> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  const set = new Map<string, [string, string | number | string[]]>();
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: string | number | readonly string[]) => {
    set.set(name.toLowerCase(), [name, value as string | number | string[]]);
    return setHeader(name, value);
  };
  res.removeHeader = (name: string) => void set.delete(name.toLowerCase());
  let failed: unknown = null;
  middleware(req, res, (e?: unknown) => {
    failed = e ?? null;
  });
  if (failed) throw failed;
  return [...set.values()];
}

export async function buildApp({
  db,
  config,
  staticDir = "www",
  ops = ALL_OPS,
  logStream,
  timeouts,
  loginHooks,
  now,
  sms,
  stopping = () => false,
  files,
  jobs,
}: AppOptions): Promise<FastifyInstance> {
  const limits = { ...REQUEST_TIMEOUTS, ...timeouts };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { req: logRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    http: { headersTimeout: Math.min(limits.headersMs, limits.requestMs), connectionsCheckingInterval: limits.checkIntervalMs },
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  // storage that is down (the bucket, a full disk) answers 503 and is a warning of /readyz (decision 065)
  const health = storageHealth();
  installErrorHandler(app, health);

  // helmet's headers, its middleware built once: @fastify/helmet built it anew on every request
  // (about 30 µs of CPU each, 6% of a one-row read; decision 026)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the map tiles' server, where MAP_TILE_URL names one (decision 047): the only other host a page loads from
        imgSrc: ["'self'", "data:", "blob:", ...(config.mapTileUrl ? [tileOrigin(config.mapTileUrl)] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        frameSrc: ["'self'", "blob:", "data:"],
        objectSrc: ["'self'", "blob:", "data:"],
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the app knows it is served over HTTPS (below): over plain HTTP it means nothing
    // and, sent by mistake, locks browsers out of a site that has no HTTPS yet (issue 26)
    strictTransportSecurity: false,
    // as frame-ancestors 'none' says, for browsers that read only this header
    xFrameOptions: { action: "deny" },
  });
  // helmet's headers are the same on every answer (no nonce): they are drawn once from its
  // middleware, names as it spells them, and set in a loop (its chain of a dozen middlewares cost
  // about 25 µs a request, a sixth of the empty route's: decision 051)
  const SECURITY_HEADERS = helmetHeaders(securityHeaders);
  const overHttps = (req: FastifyRequest) => config.https === "on" || (config.https === "auto" && req.protocol === "https");
  // Server-Timing `app;dur=<ms>` on every answer: the server's own time from the request's headers
  // to its answer's (a bench tells a first visit's server part from the phone's and the network's;
  // decision 089). One clock read each way; it says nothing the answer's own delay does not.
  app.decorateRequest("startedAt", 0);
  app.addHook("onSend", (req, reply, payload, done) => {
    reply.header("server-timing", `app;dur=${(performance.now() - req.startedAt).toFixed(1)}`);
    done(null, payload);
  });
  app.addHook("onRequest", (req, reply, done) => {
    req.startedAt = performance.now();
    // req.protocol is "https" only on a TLS socket or from X-Forwarded-Proto of a proxy TRUST_PROXY trusts
    if (overHttps(req)) reply.raw.setHeader("strict-transport-security", HSTS);
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false, store: dbRateLimitStore(db), skipOnError: false });

  // the client's reachability check (src/store/connection.ts): no session, no database, no body
  app.get(PING_PATH, (_req, reply) => {
    void reply.code(204).header("cache-control", "no-store").send();
  });
  const stores = files ?? storesOf(config);
  healthRoutes(app, db, stopping, { health, objects: stores.s3 ?? null });
  authRoutes(app, db, config, loginHooks);
  const smsSender = sms ?? smsSenderOf(config);
  recoveryRoutes(app, db, config, {
    sms: smsSender,
    now: now ?? (() => new Date()),
    jobs,
    smsFirstTrySeconds: config.smsRetrySeconds,
  });
  const sendCode = invitationSender(db, smsSender, jobs, {
    configuredSecret: config.otpSecret,
    firstTrySeconds: config.smsRetrySeconds,
    ...(now ? { now } : {}),
  });
  // run here only without a queue: a person import's invitations go as the form's do
  const imports = importStarter(db, jobs, (e) => app.log.error({ err: e }, "a bulk import failed"), {
    helpline: config.helpline,
    otpSecret: config.otpSecret,
    sendCode,
  });
  queryRoutes(
    app,
    db,
    config.writeLimitPerMinute,
    createRegistry(ops, now, config.rowCheck, {
      helpline: config.helpline,
      vapid: config.vapid,
      pushHosts: config.pushHosts,
      mapTileUrl: config.mapTileUrl,
      otpSecret: config.otpSecret,
      fieldDevicesStaleDays: config.fieldDevicesStaleDays,
      imports,
      sendCode,
    }),
  );
  mediaRoutes(app);
  // the bucket's client (and its kept-alive connections) goes with the app that made it
  if (!files && stores.s3) app.addHook("onClose", async () => stores.s3?.client.destroy());
  fileRoutes(app, db, stores, config.writeLimitPerMinute);
  importRoutes(app, db, imports, config.writeLimitPerMinute);
  await staticRoutes(app, staticDir);
  return app;
}
