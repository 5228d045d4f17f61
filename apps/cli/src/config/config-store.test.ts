import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../errors/cli-error';
import { configDir } from './config-paths';
import { emptyConfig, normaliseServer, readConfig, selectProfileName, writeConfig } from './config-store';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'careops-config-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('config dir', () => {
  it('prefers CAREOPS_CONFIG_DIR, then XDG_CONFIG_HOME, then ~/.config', () => {
    expect(configDir({ CAREOPS_CONFIG_DIR: '/x/careops', XDG_CONFIG_HOME: '/y' })).toBe('/x/careops');
    expect(configDir({ XDG_CONFIG_HOME: '/y' })).toBe('/y/careops');
    expect(configDir({})).toMatch(/\.config\/careops$/);
  });
});

describe('config file', () => {
  it('is empty when missing', () => {
    expect(readConfig(join(root, 'none'))).toEqual(emptyConfig());
  });

  it('is written 0600 in a 0700 directory, and re-tightened on every write', () => {
    const dir = join(root, 'careops');
    const config = { version: 1 as const, currentProfile: 'default', profiles: { default: { server: 'http://h', token: 't', userId: 1, username: 'admin' } } };
    writeConfig(dir, config);
    const file = join(dir, 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    chmodSync(file, 0o644);
    chmodSync(dir, 0o755);
    writeConfig(dir, config);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readConfig(dir)).toEqual(config);
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles.default.token).toBe('t');
  });

  it('names the file and the problem when it is damaged', () => {
    const dir = join(root, 'bad');
    writeConfig(dir, emptyConfig());
    writeFileSync(join(dir, 'config.json'), '{ not json');
    expect(() => readConfig(dir)).toThrow(CliError);
    expect(() => readConfig(dir)).toThrow(/cannot read the config file .*config\.json/);
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ version: 1, profiles: { a: { token: 5 } } }));
    expect(() => readConfig(dir)).toThrow(/profiles\.a\.server/);
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ version: 1, profiles: { a: { server: 'http://h', permissions: ['x', 7] } } }));
    expect(() => readConfig(dir)).toThrow(/profiles\.a\.permissions\.1: expected string, received number/);
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ version: 2, profiles: {} }));
    expect(() => readConfig(dir)).toThrow(/version: expected 1, received 2/);
  });

  it('keeps what it knows and drops a stored user of another shape (sign-in stores it again)', () => {
    const dir = join(root, 'shapes');
    const user = { userId: 1, username: 'admin', name: 'A', phone: '13800000000', avatar: '', introduction: '', isConsult: false, consult: false };
    writeConfig(dir, emptyConfig());
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({
        version: 1,
        currentProfile: 'a',
        extra: true,
        profiles: {
          a: { server: 'http://h', token: 't', userId: 1, user, permissions: ['order'], unknown: 1 },
          old: { server: 'http://h', token: 't', userId: 2, user: { userId: 2, name: 'no phone' } },
        },
      }),
    );
    const config = readConfig(dir);
    expect(config.currentProfile).toBe('a');
    expect(Object.keys(config.profiles)).toEqual(['a', 'old']);
    expect(config.profiles.a).toEqual({ server: 'http://h', token: 't', userId: 1, user, permissions: ['order'] });
    expect(config.profiles.old).toEqual({ server: 'http://h', token: 't', userId: 2 });
  });
});

describe('profile selection', () => {
  const config = { version: 1 as const, currentProfile: 'work', profiles: {} };
  it('takes --profile, then CAREOPS_PROFILE, then the current profile, then "default"', () => {
    expect(selectProfileName('flag', { CAREOPS_PROFILE: 'env' }, config)).toBe('flag');
    expect(selectProfileName(undefined, { CAREOPS_PROFILE: 'env' }, config)).toBe('env');
    expect(selectProfileName(undefined, {}, config)).toBe('work');
    expect(selectProfileName(undefined, {}, emptyConfig())).toBe('default');
  });

  it('refuses names that are not plain words', () => {
    expect(() => selectProfileName('../etc', {}, config)).toThrow(/invalid profile name "..\/etc"/);
  });
});

describe('server URL', () => {
  it('keeps origin and path without a trailing slash', () => {
    expect(normaliseServer('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(normaliseServer(' https://ops.example.com/careops/ ')).toBe('https://ops.example.com/careops');
  });

  it('refuses what is not an http(s) URL, naming it', () => {
    expect(() => normaliseServer('localhost:3000')).toThrow(/invalid server URL "localhost:3000"/);
    expect(() => normaliseServer('ftp://x')).toThrow(CliError);
  });
});
