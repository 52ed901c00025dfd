/**
 * The only reader of process.env. Every setting is validated once, here, with its default;
 * the rest of the code receives the typed Config. `.env.example` lists the same variables.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  backupEnv,
  webhookEnv,
  type WebhookEnv,
  bool,
  ConfigError,
  int,
  shopTimezone,
  url,
  type BackupEnv,
  type Env,
} from '../schema/env';

export interface Config {
  nodeEnv: string;
  host: string;
  port: number;
  logLevel: string;
  /** Remote CRM base URL; null starts the embedded CRM. */
  crmUrl: string | null;
  crmApiKey: string;
  /** False when crmApiKey was generated for this process (fine for the embedded CRM only). */
  crmApiKeyFromEnv: boolean;
  /** Port of the embedded CRM on loopback (0 = any free port). */
  crmPort: number;
  dataDir: string;
  /** postgres://… switches the embedded CRM from PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  jwtSecret: string;
  legacyDelayMs: number;
  /** IANA time zone of the shop's calendar (schema/time-zone.ts); the embedded CRM gets the same. */
  shopTimezone: string;
  bodyLimitBytes: number;
  /** Largest picture file accepted by the upload routes (multipart, outside bodyLimitBytes). */
  uploadMaxBytes: number;
  /** Bytes of recently served pictures kept in memory by GET /images (0 turns the cache off). */
  imageCacheBytes: number;
  upstream: {
    connections: number;
    connectTimeoutMs: number;
    headersTimeoutMs: number;
    bodyTimeoutMs: number;
    /** Extra attempts of a failed read (never of a write: a write may have landed). */
    readRetries: number;
    /** Largest CRM reply accepted, in bytes (larger: UPSTREAM_ERROR, the body is not buffered). */
    maxReplyBytes: number;
    /** Consecutive transport failures that open the circuit breaker. */
    breakerFailures: number;
    /** How long an open breaker fails fast before one trial call goes through. */
    breakerCooldownMs: number;
  };
  graphql: {
    introspection: boolean;
    landingPage: boolean;
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    /** Largest `limit`/`first`-style page a list field returns (2 000: the stock ledger's page). */
    maxListSize: number;
    /** Most orders `orders(range)` returns; a period with more is refused (the SDL's `@listBound`, list-bounds.ts). */
    maxOrderList: number;
    /** Cost points a token may spend at once (leaky bucket, gateway/security/cost-budget.ts); 0: no budget. */
    costBudget: number;
    /** Points the budget gets back per second. */
    costRestorePerSecond: number;
    /** How long a WebSocket may stay open without its connection_init before it is closed (4408). */
    socketInitTimeoutMs: number;
  };
  /** Sign-in and registration attempts per window, counted per account and per client IP. */
  /** Public sign-up (`register` on both faces); off when the SA creates every account. */
  allowSignup: boolean;
  /** The template's demo areas for every working account, not only the SA (issue 26). */
  showDemoAreas: boolean;
  /** Sign-in limits; `deviceCookieDays`: how long a browser that signed in stays trusted (gateway/security/device-cookie.ts). */
  authRateLimit: { perAccount: number; perIp: number; windowMs: number; deviceCookieDays: number };
  /**
   * How long a session's CRM profile is reused; user and session writes through this gateway clear
   * it. 0 by default (issue 27 item 4): a session ended through another instance, or in the CRM
   * itself, is then refused at once, for one CRM call per request (bench row 19).
   */
  authCacheMs: number;
  /** How long reference lists are served from memory; writes through this gateway clear them. */
  listCacheMs: number;
  /** Client mailings: SMTP when a URL is set, otherwise the log transport (outbox only). */
  mail: { smtpUrl: string | null; from: string };
  /** The address staff open the product at (links in password-reset mails); never the Host header. */
  publicUrl: string;
  webDist: string;
  /** Online backups of the embedded CRM (crm/backup, docs/operations.md#backups). */
  backup: BackupEnv;
  /** Webhooks delivered by the embedded CRM (docs/integrations.md «Webhooks»). */
  webhooks: WebhookEnv;
}

export { ConfigError };

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens
 * survive a restart of a trial install; production refuses to start without one.
 */
function jwtSecret(env: Env, production: boolean, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  if (production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR || './data');
  const crmUrl = url(env, 'CRM_URL', ['http:', 'https:']);
  if (crmUrl && !env.CRM_API_KEY) throw new ConfigError('CRM_API_KEY is required when CRM_URL is set');
  return {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: int(env, 'PORT', 3000),
    logLevel: env.LOG_LEVEL || 'info',
    crmUrl,
    // The embedded CRM gets a fresh random key per process unless one is given.
    crmApiKey: env.CRM_API_KEY || randomBytes(24).toString('base64url'),
    crmApiKeyFromEnv: Boolean(env.CRM_API_KEY),
    crmPort: int(env, 'CRM_PORT', 0),
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    jwtSecret: jwtSecret(env, production, dataDir),
    legacyDelayMs: int(env, 'LEGACY_DELAY_MS', 1000),
    shopTimezone: shopTimezone(env),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1_048_576, 1024),
    imageCacheBytes: int(env, 'IMAGE_CACHE_BYTES', 32 * 1_048_576),
    upstream: {
      connections: int(env, 'UPSTREAM_CONNECTIONS', 64, 1),
      connectTimeoutMs: int(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 2000, 1),
      headersTimeoutMs: int(env, 'UPSTREAM_HEADERS_TIMEOUT_MS', 10000, 1),
      bodyTimeoutMs: int(env, 'UPSTREAM_BODY_TIMEOUT_MS', 10000, 1),
      readRetries: int(env, 'UPSTREAM_READ_RETRIES', 2),
      maxReplyBytes: int(env, 'UPSTREAM_MAX_REPLY_BYTES', 64 * 1_048_576, 1024),
      breakerFailures: int(env, 'UPSTREAM_BREAKER_FAILURES', 5, 1),
      breakerCooldownMs: int(env, 'UPSTREAM_BREAKER_COOLDOWN_MS', 5000, 1),
    },
    graphql: {
      introspection: bool(env, 'GRAPHQL_INTROSPECTION', !production),
      landingPage: bool(env, 'GRAPHQL_LANDING_PAGE', !production),
      maxDepth: int(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: int(env, 'GRAPHQL_MAX_ALIASES', 15, 0),
      maxTokens: int(env, 'GRAPHQL_MAX_TOKENS', 5000, 1),
      maxCost: int(env, 'GRAPHQL_MAX_COST', 40000, 1),
      maxListSize: int(env, 'GRAPHQL_MAX_LIST_SIZE', 2000, 1),
      // Five operations at the cost limit at once, one more every 10 s: the web app spends a few
      // thousand points a screen, an integrator's loop slows down instead of taking the CRM.
      costBudget: int(env, 'GRAPHQL_COST_BUDGET', 150_000, 0),
      maxOrderList: int(env, 'GRAPHQL_MAX_ORDER_LIST', 1000, 1),
      costRestorePerSecond: int(env, 'GRAPHQL_COST_RESTORE_PER_SECOND', 3000, 1),
      socketInitTimeoutMs: int(env, 'GRAPHQL_WS_INIT_TIMEOUT_MS', 5000, 100),
    },
    allowSignup: bool(env, 'ALLOW_SIGNUP', true),
    showDemoAreas: bool(env, 'SHOW_DEMO_AREAS', false),
    authRateLimit: {
      perAccount: int(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10, 1),
      perIp: int(env, 'AUTH_RATE_LIMIT_PER_IP', 50, 1),
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 15 * 60_000, 1000),
      deviceCookieDays: int(env, 'AUTH_DEVICE_COOKIE_DAYS', 365, 1),
    },
    authCacheMs: int(env, 'AUTH_CACHE_MS', 0),
    listCacheMs: int(env, 'LIST_CACHE_MS', 5000),
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: env.MAIL_FROM || 'Flora CRM <no-reply@localhost>',
    },
    // A link built from the request's Host header could point a victim's reset at another site.
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${int(env, 'PORT', 3000)}`,
    webDist: resolve(env.WEB_DIST || 'web/dist'),
    backup: backupEnv(env, dataDir),
    webhooks: webhookEnv(env),
  };
}
