// Two server instances on one PostgreSQL database (as behind one address): an alarm raised
// through one reaches a console connected to the other (LISTEN/NOTIFY), and an escalation due
// at one moment fires once although both instances run the scheduler.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverCommand, TEST_ADMIN_PASSWORD, type TestServer } from '../support/server';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { collect, isAlarm } from './events-support';
import { activeNurseOf, runEscalation } from './security-fixtures';

/** A second instance of the server on the first one's database (no migration or seed left to do). */
function secondInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'careops-second-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', CAREOPS_DATA_DIR: dataDir, CAREOPS_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, CAREOPS_DEMO: '1', CAREOPS_TEST_HOOKS: '1', DATABASE_URL: databaseUrl };
  const child = spawn(process.execPath, serverCommand(), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the second instance did not start:\n${out}`)), 30_000);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /CareOps is listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve({ url: found[1], child, dataDir });
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  });
}

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  const server = useServer();
  const api = systemClient(server);
  let second: Awaited<ReturnType<typeof secondInstance>>;
  const secondServer = (): TestServer => ({ ...server(), url: second.url });

  beforeAll(async () => {
    second = await secondInstance(server().databaseUrl ?? '');
  }, 60_000);
  afterAll(async () => {
    if (!second) return;
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await exited;
    rmSync(second.dataDir, { recursive: true, force: true });
  });

  it('an alarm raised through one instance reaches a console connected to the other', async () => {
    const onSecond = collect(second.url, await api.as('admin'), { topics: ['alarm'] });
    await onSecond.live();
    const started = Date.now();
    const drill = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), (await api.stationIds())[0] as number) });
    await onSecond.next(isAlarm(drill.id, 'raised'));
    expect(Date.now() - started).toBeLessThan(2000);
    onSecond.close();
  });

  it('an escalation due at one moment fires once across the instances', async () => {
    const drill = await api.ok('admin', 'raiseDrill', { nurseId: await activeNurseOf(server(), (await api.stationIds())[0] as number) });
    const due = drill.escalateDueAt ?? 0;
    const runs = await Promise.all([runEscalation(server(), due), runEscalation(secondServer(), due), runEscalation(server(), due), runEscalation(secondServer(), due)]);
    expect(runs.flat().filter((id) => id === drill.id)).toHaveLength(1);
    expect(await countOn(server(), "select count(*) from sos_alarm_steps where alarm_id = ? and step = 'escalated'", [drill.id])).toBe(1);
  });
});
