// Runs `npm run seed:scale`'s program (the built apps/server/dist/seed-scale.js) on a test
// server's database, as the script would with CAREOPS_DATA_DIR or DATABASE_URL.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ensureBuilt, repoRoot } from '../support/ensure-built';
import type { TestServer } from '../support/server';

const run = promisify(execFile);

/** Seeds `orders` scale orders (and their people) into the server's database; answers the program's output. */
export async function seedIntoServer(server: TestServer, orders: number, extra: string[] = []): Promise<string> {
  await ensureBuilt('seed-scale');
  const env: NodeJS.ProcessEnv = { ...process.env, CAREOPS_DATA_DIR: server.dataDir, CAREOPS_ADMIN_PASSWORD: server.adminPassword };
  if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
  else delete env.DATABASE_URL;
  const { stdout } = await run(process.execPath, ['apps/server/dist/seed-scale.js', '--orders', String(orders), ...extra], { cwd: repoRoot, env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}
