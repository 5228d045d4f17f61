import { userInfo } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { ALARM_ESCALATE_SECONDS } from '@careops/core/machines';
import { newPasswordProblem } from '@careops/core/validate';

/** SQLite's `synchronous` setting: FULL survives a power cut; NORMAL only a crash of the process. */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one. */
  port: number;
  host: string;
  /** Where the SQLite file lives (ignored on PostgreSQL). */
  dataDir: string;
  /** SQLite durability: FULL (default) or NORMAL (faster writes, may lose the last commits on a power cut). */
  sqliteSynchronous: SqliteSynchronous;
  /** PostgreSQL connection string; SQLite when undefined. */
  databaseUrl: string | undefined;
  /** Initial admin password; generated (and printed once) when undefined. */
  adminPassword: string | undefined;
  /** Seed demo studios and staff on an empty database. */
  demo: boolean;
  /** The built web console, served with SPA fallback when the directory exists. */
  webDir: string;
  /** Test-only endpoints under /api/test (never in production). */
  testHooks: boolean;
  /** Check every answer against the contract's response schema (tests; costs time). */
  checkResponses: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  smsCodeTtlMs: number;
  smsResendMs: number;
  captchaTtlMs: number;
  /** Sign-in calls (password, SMS) per address per minute. */
  signInPerMinute: number;
  /** Captchas drawn plus SMS codes asked for, per address per minute (each endpoint counted alone). */
  challengePerMinute: number;
  /** The bearer token of `GET /metrics` (Prometheus); no such endpoint when undefined. */
  metricsToken: string | undefined;
  /** How long a shutdown (SIGTERM) waits for requests in flight before exiting anyway, in ms. */
  shutdownMs: number;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  logLevel: string;
  /** Orders pending review (4) finish by themselves this many days after the service ended. */
  orderAutoFinishDays: number;
  /** How often the order scheduler runs (timeouts, auto-finish), in ms. */
  orderJobIntervalMs: number;
  /** How long a member has to pay an approved order (0 → 8 after it), in ms. */
  orderPaymentTimeoutMs: number;
  /** How long a paid order waits for a nurse (1 → 8 after it, or at the appointment), in ms. */
  orderAcceptanceTimeoutMs: number;
  /** The business time zone (IANA name) every face reads and shows dates in; default Asia/Shanghai. */
  timeZone: string;
  /** How often the people scheduler expires assistive cards, in ms. */
  peopleJobIntervalMs: number;
  /** How often follow-up surveys past their due time are marked overdue, in ms. */
  surveyJobIntervalMs: number;
  /** How often the whole ledger is reconciled, in ms. */
  reconcileIntervalMs: number;
  /** An unacknowledged SOS alarm escalates a level after this long, in ms. */
  sosEscalateMs: number;
  /** How often the SOS escalation runs, in ms. */
  sosTickMs: number;
  /** How often review queues, notifications and changed records are turned into live events, in ms. */
  watchMs: number;
  /** How often an open live stream reads its session and permissions again, in ms. */
  liveRefreshMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root: this file runs from apps/server/src or, bundled, apps/server/dist. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

type Env = Record<string, string | undefined>;

const set = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

function positive(env: Env, name: string, fallback: number): number {
  const raw = set(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(t('server.config.invalid', { name, problem: t('server.config.number', { value: raw }) }));
  }
  return value;
}

const DAY_MS = 86_400_000;

/**
 * A period in `unitMs` units that drives a timer: positive and at most a day, because Node runs a
 * timer whose delay is beyond 2^31 − 1 ms (about 24.8 days) at once, and an interval again and again.
 */
function period(env: Env, name: string, fallback: number, unitMs: number, unitName: string): number {
  const ms = positive(env, name, fallback) * unitMs;
  if (ms > DAY_MS) {
    const problem = t('server.config.atMostADay', { max: `${DAY_MS / unitMs} ${unitName}`, value: set(env, name) ?? '' });
    throw new ConfigError(t('server.config.invalid', { name, problem }));
  }
  return ms;
}

function port(env: Env): number {
  const raw = set(env, 'PORT');
  if (raw === undefined) return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(t('server.config.invalid', { name: 'PORT', problem: t('server.config.port', { value: raw }) }));
  }
  return value;
}

function databaseUrl(env: Env): string | undefined {
  const raw = set(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(raw)) {
    throw new ConfigError(t('server.config.invalid', { name: 'DATABASE_URL', problem: t('server.config.databaseUrl') }));
  }
  return raw;
}

/** The initial admin password, when set, must pass the new-password policy (the demo staff share it). */
function adminPassword(env: Env): string | undefined {
  const raw = env.CAREOPS_ADMIN_PASSWORD;
  if (raw === undefined || raw === '') return undefined;
  const problem = newPasswordProblem(raw);
  if (problem) throw new ConfigError(t('server.config.invalid', { name: 'CAREOPS_ADMIN_PASSWORD', problem }));
  return raw;
}

function sqliteSynchronous(env: Env): SqliteSynchronous {
  const raw = set(env, 'CAREOPS_SQLITE_SYNCHRONOUS')?.toUpperCase() ?? 'FULL';
  if (raw !== 'FULL' && raw !== 'NORMAL') throw new ConfigError(t('server.config.invalid', { name: 'CAREOPS_SQLITE_SYNCHRONOUS', problem: t('server.config.synchronous', { value: raw }) }));
  return raw;
}

function metricsToken(env: Env): string | undefined {
  const raw = set(env, 'CAREOPS_METRICS_TOKEN');
  if (raw !== undefined && raw.length < 16) throw new ConfigError(t('server.config.invalid', { name: 'CAREOPS_METRICS_TOKEN', problem: t('server.config.tokenLength') }));
  return raw;
}

function timeZone(env: Env): string {
  const raw = set(env, 'CAREOPS_TIME_ZONE') ?? DEFAULT_BUSINESS_TIME_ZONE;
  if (!isTimeZone(raw)) throw new ConfigError(t('server.config.invalid', { name: 'CAREOPS_TIME_ZONE', problem: t('server.config.timeZone', { value: raw }) }));
  return raw;
}

const flag = (env: Env, name: string) => set(env, name) === '1' || set(env, name) === 'true';

/** Reads and checks the environment; throws ConfigError naming the variable at fault. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const webDir = set(env, 'CAREOPS_WEB_DIR');
  const dataDir = set(env, 'CAREOPS_DATA_DIR') ?? './data';
  return {
    port: port(env),
    host: set(env, 'HOST') ?? '127.0.0.1',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    databaseUrl: databaseUrl(env),
    sqliteSynchronous: sqliteSynchronous(env),
    adminPassword: adminPassword(env),
    demo: set(env, 'CAREOPS_DEMO') !== '0',
    webDir: webDir ? resolve(cwd, webDir) : join(repoRoot, 'apps/web/dist'),
    testHooks: flag(env, 'CAREOPS_TEST_HOOKS'),
    checkResponses: flag(env, 'CAREOPS_CHECK_RESPONSES') || flag(env, 'CAREOPS_TEST_HOOKS'),
    sessionIdleMs: positive(env, 'CAREOPS_SESSION_IDLE_MINUTES', 30) * 60_000,
    sessionMaxMs: positive(env, 'CAREOPS_SESSION_MAX_HOURS', 12) * 3_600_000,
    smsCodeTtlMs: positive(env, 'CAREOPS_SMS_CODE_TTL_SECONDS', 300) * 1000,
    smsResendMs: positive(env, 'CAREOPS_SMS_RESEND_SECONDS', 60) * 1000,
    captchaTtlMs: positive(env, 'CAREOPS_CAPTCHA_TTL_SECONDS', 120) * 1000,
    signInPerMinute: positive(env, 'CAREOPS_SIGN_IN_PER_MINUTE', 120),
    challengePerMinute: positive(env, 'CAREOPS_CHALLENGES_PER_MINUTE', 30),
    metricsToken: metricsToken(env),
    shutdownMs: period(env, 'CAREOPS_SHUTDOWN_SECONDS', 25, 1000, 's'),
    trustProxy: flag(env, 'CAREOPS_TRUST_PROXY'),
    logLevel: set(env, 'CAREOPS_LOG_LEVEL') ?? 'info',
    orderAutoFinishDays: positive(env, 'CAREOPS_ORDER_AUTO_FINISH_DAYS', 7),
    orderJobIntervalMs: period(env, 'CAREOPS_ORDER_JOB_SECONDS', 30, 1000, 's'),
    orderPaymentTimeoutMs: positive(env, 'CAREOPS_ORDER_PAYMENT_MINUTES', 30) * 60_000,
    orderAcceptanceTimeoutMs: positive(env, 'CAREOPS_ORDER_ACCEPT_HOURS', 12) * 3_600_000,
    timeZone: timeZone(env),
    peopleJobIntervalMs: period(env, 'CAREOPS_PEOPLE_JOB_SECONDS', 60, 1000, 's'),
    surveyJobIntervalMs: period(env, 'CAREOPS_SURVEY_JOB_SECONDS', 60, 1000, 's'),
    reconcileIntervalMs: period(env, 'CAREOPS_RECONCILE_MINUTES', 60, 60_000, 'min'),
    sosEscalateMs: positive(env, 'CAREOPS_SOS_ESCALATE_SECONDS', ALARM_ESCALATE_SECONDS) * 1000,
    sosTickMs: period(env, 'CAREOPS_SOS_TICK_MS', 1000, 1, 'ms'),
    watchMs: period(env, 'CAREOPS_WATCH_MS', 2000, 1, 'ms'),
    liveRefreshMs: period(env, 'CAREOPS_LIVE_REFRESH_MS', 60_000, 1, 'ms'),
  };
}

/** libpq's default user when a PostgreSQL URL names none (node-postgres only reads $USER). */
export function defaultPgUser(env: Env = process.env): string {
  return set(env, 'PGUSER') ?? set(env, 'USER') ?? userInfo().username;
}
