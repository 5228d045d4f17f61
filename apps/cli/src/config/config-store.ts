import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import { configFile } from './config-paths';
import { ConfigShapeError, parseConfig, type CliConfig } from './config-shape';

export type { CliConfig, Profile } from './config-shape';

export const emptyConfig = (): CliConfig => ({ version: 1, profiles: {} });

export const DEFAULT_PROFILE = 'default';
const profileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function assertProfileName(name: string): string {
  if (!profileNamePattern.test(name)) throw new CliError('usage', t('cli.profile.badName', { name }));
  return name;
}

/** Reads the config file; a missing file is an empty config, a damaged one an error naming it. */
export function readConfig(dir: string): CliConfig {
  const file = configFile(dir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyConfig();
    throw new CliError('config', t('cli.config.unreadable', { file, problem: (error as Error).message }), { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError('config', t('cli.config.unreadable', { file, problem: (error as Error).message }), { cause: error });
  }
  try {
    return parseConfig(json);
  } catch (error) {
    if (!(error instanceof ConfigShapeError)) throw error;
    throw new CliError('config', t('cli.config.unreadable', { file, problem: error.message }), { cause: error });
  }
}

/**
 * Writes the config atomically (temp file + rename), the file readable by its owner only
 * (0600) and its directory private (0700). The modes are re-asserted on every write, so a
 * file loosened by hand is tightened again.
 */
export function writeConfig(dir: string, config: CliConfig): void {
  const file = configFile(dir);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    tightenDir(dir);
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, file);
    chmodSync(file, 0o600);
  } catch (error) {
    throw new CliError('config', t('cli.config.unwritable', { file, problem: (error as Error).message }), { cause: error });
  }
}

/** 0700 on our own directory; a shared one (sticky like /tmp, or someone else's) is left alone. */
function tightenDir(dir: string): void {
  const stat = statSync(dir);
  const ours = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  const sticky = (stat.mode & 0o1000) !== 0;
  if (ours && !sticky && (stat.mode & 0o777) !== 0o700) chmodSync(dir, 0o700);
}

/** The profile to use: `--profile`, else `$CAREOPS_PROFILE`, else the current one, else "default". */
export function selectProfileName(flag: string | undefined, env: Record<string, string | undefined>, config: CliConfig): string {
  return assertProfileName(flag || env.CAREOPS_PROFILE || config.currentProfile || DEFAULT_PROFILE);
}

/** Normalises a server URL (http or https, no trailing slash); a bad one is a usage error naming it. */
export function normaliseServer(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new CliError('usage', t('cli.server.bad', { server: value }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError('usage', t('cli.server.bad', { server: value }));
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
