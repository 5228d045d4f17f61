import { t } from '@careops/core/i18n';
import { loadConfig } from '../../config';
import { seedScale } from './seed-scale';
import { DEFAULT_SCALE_SEED, scalePlan, startOfUtcDay } from './scale-plan';

/**
 * `npm run seed:scale -- --orders 1000000 [--seed N] [--anchor YYYY-MM-DD]`: fills the database
 * of CAREOPS_DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) with the scale data set.
 */
function parseArgs(argv: string[]): { orders: number; seed: number; anchor: number } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    if (!['--orders', '--seed', '--anchor'].includes(flag) || value === undefined) throw new Error(t('ordersExport.scale.usage'));
    values.set(flag, value);
    i++;
  }
  const orders = Number((values.get('--orders') ?? '1000000').replaceAll('_', ''));
  const seed = Number(values.get('--seed') ?? DEFAULT_SCALE_SEED);
  const anchorText = values.get('--anchor');
  const anchor = anchorText === undefined ? startOfUtcDay(Date.now()) : /^\d+$/.test(anchorText) ? Number(anchorText) : Date.parse(`${anchorText}T00:00:00Z`);
  if (!Number.isInteger(orders) || orders < 100 || orders > 20_000_000) throw new Error(t('ordersExport.scale.badOrders'));
  if (!Number.isInteger(seed) || !Number.isFinite(anchor)) throw new Error(t('ordersExport.scale.usage'));
  return { orders, seed, anchor };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const outcome = await seedScale(config, scalePlan(args.orders, args.seed, args.anchor), (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(
    `${t('ordersExport.scale.done', {
      orders: outcome.orders.toLocaleString('en'),
      events: outcome.events.toLocaleString('en'),
      members: outcome.members.toLocaleString('en'),
      patients: outcome.patients.toLocaleString('en'),
      nurses: outcome.nurses.toLocaleString('en'),
      studios: outcome.studios,
      seconds: (outcome.ms / 1000).toFixed(1),
    })}\n`,
  );
  if (outcome.generatedPassword) process.stdout.write(`${t('server.signInGenerated', { password: outcome.generatedPassword })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed:scale: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
