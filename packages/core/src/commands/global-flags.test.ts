import { describe, expect, it } from 'vitest';
import { t } from '../i18n/translate';
import { splitGlobalFlags } from './global-flags';

describe('splitGlobalFlags', () => {
  it('takes careops’s own options from anywhere in the line and keeps the rest as typed', () => {
    expect(splitGlobalFlags('orders list --json --status 0')).toEqual({ ok: true, line: 'orders list --status 0', flags: { json: true, csv: false, yes: false } });
    expect(splitGlobalFlags('-y reviews cards reject C1 --reason "a b" --profile=work')).toEqual({
      ok: true,
      line: 'reviews cards reject C1 --reason "a b"',
      flags: { json: false, csv: false, yes: true, profile: 'work' },
    });
    expect(splitGlobalFlags('orders list --csv --profile ops')).toMatchObject({ ok: true, line: 'orders list', flags: { csv: true, profile: 'ops' } });
    expect(splitGlobalFlags('--lang zh-CN orders list --lang=en')).toMatchObject({ ok: true, line: 'orders list', flags: { lang: 'en' } });
    expect(splitGlobalFlags('help --lang')).toEqual({ ok: false, error: t('commands.error.missingValue', { flag: 'lang' }) });
  });

  it('leaves quoted words and everything after -- alone', () => {
    expect(splitGlobalFlags(`customers add --name '--json' -- --yes`)).toMatchObject({ ok: true, line: 'customers add --name "--json" -- --yes', flags: { json: false, yes: false } });
  });

  it('refuses --json with --csv, and --profile without a name', () => {
    expect(splitGlobalFlags('orders list --json --csv')).toEqual({ ok: false, error: t('daily.terminal.jsonWithCsv') });
    expect(splitGlobalFlags('whoami --profile')).toEqual({ ok: false, error: t('commands.error.missingValue', { flag: 'profile' }) });
  });
});
