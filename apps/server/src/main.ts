import { t } from '@careops/core/i18n';
import { startServer } from './app';
import { loadConfig } from './config';
import { demoStaff } from './seed/demo-data';

/** `node apps/server/dist/main.js`: reads the environment, starts, says where and how to sign in. */
async function main(): Promise<void> {
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
  const stop = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(t('server.startFailed', { reason: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
