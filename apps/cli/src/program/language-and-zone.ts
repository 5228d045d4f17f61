import { getBusinessTimeZone, isTimeZone, setBusinessTimeZone } from '@careops/core/format';
import { localeFromEnvironment, resolveLocale, SUPPORTED_LOCALES, t, useLocale } from '@careops/core/i18n';
import { configDir } from '../config/config-paths';
import { readConfig, selectProfileName } from '../config/config-store';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';

/** The value of `--name VALUE` or `--name=VALUE` before `--`; undefined when not given. */
function flagValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (word === '--') return undefined;
    if (word === name) return argv[i + 1] ?? '';
    if (word.startsWith(`${name}=`)) return word.slice(name.length + 1);
  }
  return undefined;
}

/**
 * The language of the run: `--lang zh-CN|en`, else LC_ALL, LC_MESSAGES or LANG (`zh_CN.UTF-8`
 * → zh-CN; anything not Chinese → English). Only that language's texts are loaded.
 */
export async function chooseLanguage(argv: readonly string[], io: Io): Promise<void> {
  const asked = flagValue(argv, '--lang');
  const locale = asked === undefined ? localeFromEnvironment(io.env) : resolveLocale(asked);
  if (!locale) throw new CliError('usage', t('cli.lang.unknown', { lang: asked ?? '', locales: SUPPORTED_LOCALES.join(', ') }));
  await useLocale(locale);
}

/**
 * The business time zone dates are read and shown in: $CAREOPS_TIME_ZONE, else the one the
 * profile's server told at sign-in, else core's default (Asia/Shanghai). Never this machine's.
 */
export function chooseTimeZone(argv: readonly string[], io: Io): void {
  const fromEnv = io.env.CAREOPS_TIME_ZONE?.trim();
  if (fromEnv) {
    if (!isTimeZone(fromEnv)) throw new CliError('usage', t('cli.timeZone.unknown', { zone: fromEnv }));
    setBusinessTimeZone(fromEnv);
    return;
  }
  let zone: string | undefined;
  try {
    const config = readConfig(configDir(io.env));
    zone = config.profiles[selectProfileName(flagValue(argv, '--profile'), io.env, config)]?.timeZone;
  } catch {
    // A config the session cannot read is reported by the command that needs it.
    return;
  }
  // Usually the zone in force already (core's default): nothing to check at this start.
  if (zone && zone !== getBusinessTimeZone() && isTimeZone(zone)) setBusinessTimeZone(zone);
}
