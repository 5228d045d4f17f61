import { t } from '@careops/core/i18n';
import { startServer } from './app';
import { loadConfig } from './config';
import { demoStaff } from './seed/demo-data';

/** `main.js backup [file]` and `main.js restore <file> [--force]` (npm run backup / restore): answers the exit code. */
async function maintenance(command: string, args: string[]): Promise<number> {
  const { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } = await import('./db/backup');
  const config = loadConfig();
  const file = args.find((a) => !a.startsWith('--'));
  try {
    if (command === 'backup') {
      process.stdout.write(`${t('server.backup.done', { file: await backupDatabase(config, file ?? defaultBackupFile(config)) })}\n`);
      return 0;
    }
    if (!file) {
      process.stderr.write(`${t('server.backup.usage')}\n`);
      return 2;
    }
    const target = await restoreDatabase(config, file, { force: args.includes('--force') });
    process.stdout.write(`${t('server.backup.restored', { file, target })}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

/** `node apps/server/dist/main.js`: reads the environment, starts, says where and how to sign in. */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup' || command === 'restore') process.exit(await maintenance(command, args));
  const config = loadConfig();
  const { app, url, seed } = await startServer({ config });
  // One write, so whoever waits for the listening line gets the sign-in lines with it.
  const lines = [t('server.listening', { url })];
  if (seed.firstStart) {
    lines.push(seed.generatedPassword ? t('server.signInGenerated', { password: seed.generatedPassword }) : t('server.signInConfigured'));
    if (config.demo) lines.push(t('server.demoAccounts', { usernames: demoStaff.filter((s) => s.status === 1).map((s) => s.username).join(', ') }));
  }
  lines.push(t('server.signInHint', { url }), t('server.database', { location: app.careops.database }));
  process.stdout.write(`${lines.join('\n')}\n`);
  let closing = false;
  // SIGTERM/SIGINT: stop accepting, let requests in flight (exports too) finish, stop the jobs,
  // close the database; past the deadline, exit anyway (the connections still open are cut).
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadlineSeconds: config.shutdownMs / 1000 }, t('server.stopping'));
    const deadline = setTimeout(() => {
      app.log.error(t('server.stopDeadline', { seconds: config.shutdownMs / 1000 }));
      process.exit(1);
    }, config.shutdownMs);
    deadline.unref();
    app.close().then(
      () => {
        process.stdout.write(`${t('server.stopped')}\n`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(t('server.startFailed', { reason: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
