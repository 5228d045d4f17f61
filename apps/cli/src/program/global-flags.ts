import { t } from '@careops/core/i18n';
import { Option, type Command } from 'commander';
import type { OutputFlags } from '../output/printer';

/** Options every `careops` command takes (declared once, on the program). */
export interface GlobalFlags extends OutputFlags {
  /** Profile to use instead of $CAREOPS_PROFILE or the current one. */
  profile?: string;
  /** Answer yes to confirmations. */
  yes?: boolean;
  /** The language asked for (already in use: read before the program is built). */
  lang?: string;
}

export function addGlobalFlags(program: Command): void {
  program
    .addOption(new Option('--json', t('cli.option.json')).conflicts('csv'))
    .addOption(new Option('--csv', t('cli.option.csv')))
    .addOption(new Option('--profile <name>', t('cli.option.profile')))
    .addOption(new Option('-y, --yes', t('cli.option.yes')))
    // Read before the program is built (language-and-zone.ts); declared so help lists it.
    .addOption(new Option('--lang <locale>', t('cli.option.lang')));
}

export function globalFlagsOf(command: Command): GlobalFlags {
  return command.optsWithGlobals<GlobalFlags>();
}
