import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/careops');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/careops/data',
      databaseUrl: undefined,
      adminPassword: undefined,
      demo: true,
      testHooks: false,
      checkResponses: false,
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
      smsCodeTtlMs: 300_000,
      smsResendMs: 60_000,
      captchaTtlMs: 120_000,
      timeZone: 'Asia/Shanghai',
    });
    expect(config.webDir).toBe(`${repoRoot.replace(/\/$/, '')}/apps/web/dist`);
  });

  it('reads overrides; an empty admin password or database URL counts as unset', () => {
    const config = loadConfig(
      { PORT: '0', CAREOPS_DEMO: '0', CAREOPS_ADMIN_PASSWORD: '', DATABASE_URL: '', CAREOPS_SESSION_IDLE_MINUTES: '0.5', CAREOPS_TEST_HOOKS: '1', CAREOPS_DATA_DIR: '/var/lib/careops' },
      '/x',
    );
    expect(config).toMatchObject({ port: 0, demo: false, adminPassword: undefined, databaseUrl: undefined, sessionIdleMs: 30_000, testHooks: true, checkResponses: true, dataDir: '/var/lib/careops' });
  });

  it('keeps an admin password exactly as given', () => {
    expect(loadConfig({ CAREOPS_ADMIN_PASSWORD: ' spaced pass phrase ' }).adminPassword).toBe(' spaced pass phrase ');
    expect(() => loadConfig({ CAREOPS_ADMIN_PASSWORD: 'short' })).toThrow('CAREOPS_ADMIN_PASSWORD: at least 12 characters');
    expect(() => loadConfig({ CAREOPS_ADMIN_PASSWORD: 'password1234' })).toThrow('CAREOPS_ADMIN_PASSWORD: this password is too common');
  });

  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT: must be a port number from 0 to 65535, got "abc"'));
    expect(() => loadConfig({ CAREOPS_SESSION_MAX_HOURS: '-1' })).toThrow(/CAREOPS_SESSION_MAX_HOURS: must be a positive number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('takes the business time zone from CAREOPS_TIME_ZONE and refuses one it does not know', () => {
    expect(loadConfig({ CAREOPS_TIME_ZONE: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ CAREOPS_TIME_ZONE: 'Mars/Olympus' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAREOPS_TIME_ZONE: 'Mars/Olympus' })).toThrow('CAREOPS_TIME_ZONE: must be an IANA time zone such as Asia/Shanghai or UTC, not "Mars/Olympus"');
  });

  it('reads the schedulers\' periods, each at most a day (a longer timer would fire at once, again and again)', () => {
    expect(loadConfig({})).toMatchObject({ orderJobIntervalMs: 30_000, peopleJobIntervalMs: 60_000, surveyJobIntervalMs: 60_000, reconcileIntervalMs: 3_600_000, sosEscalateMs: 60_000, sosTickMs: 1000, shutdownMs: 25_000 });
    expect(loadConfig({ CAREOPS_RECONCILE_MINUTES: '1440', CAREOPS_SURVEY_JOB_SECONDS: '5', CAREOPS_SOS_TICK_MS: '250' })).toMatchObject({ reconcileIntervalMs: 86_400_000, surveyJobIntervalMs: 5000, sosTickMs: 250 });
    expect(() => loadConfig({ CAREOPS_RECONCILE_MINUTES: '100000' })).toThrow('CAREOPS_RECONCILE_MINUTES: must be at most one day (1440 min), got "100000"');
    expect(() => loadConfig({ CAREOPS_ORDER_JOB_SECONDS: '3000000' })).toThrow('CAREOPS_ORDER_JOB_SECONDS: must be at most one day (86400 s), got "3000000"');
    expect(() => loadConfig({ CAREOPS_PEOPLE_JOB_SECONDS: 'soon' })).toThrow('CAREOPS_PEOPLE_JOB_SECONDS: must be a positive number, got "soon"');
    expect(() => loadConfig({ CAREOPS_SOS_TICK_MS: '-1' })).toThrow(/CAREOPS_SOS_TICK_MS: must be a positive number/);
    expect(() => loadConfig({ CAREOPS_SHUTDOWN_SECONDS: '90000' })).toThrow(/CAREOPS_SHUTDOWN_SECONDS: must be at most one day/);
  });
});
