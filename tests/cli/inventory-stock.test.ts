// careops consumables|packs|stock against a real server: create and update a consumable and a
// pack, receive, issue (refused past what is on hand, naming it), transfer and adjust stock,
// list a studio's stock below threshold and the ledger, and check it.
import { t } from '@careops/core/i18n';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { sqlOn } from '../server/support/database';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const json = async <T>(args: string[]): Promise<T> => {
  const result = await run([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
let studio = '';
let other = '';
let nurse = '';

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'ops', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  const studios = await sqlOn(server, 'select id from studios order by id');
  studio = String(studios[0]?.id);
  other = String(studios[1]?.id);
  nurse = String((await sqlOn(server, 'select min(id) as id from nurses where studio_id = ?', [Number(studio)]))[0]?.id);
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops consumables, packs and stock', () => {
  it('creates and updates consumables and packs', async () => {
    const gauze = await json<{ id: number; unitCostCents: number }>(['consumables', 'create', '--name', 'CLI gauze', '--unit', 'box', '--unit-cost', '3.20', '--threshold', '4']);
    expect(gauze.unitCostCents).toBe(320);
    const updated = await json<{ supplier: string; version: number }>(['consumables', 'update', 'CLI gauze', '--supplier', 'Acme']);
    expect(updated).toMatchObject({ supplier: 'Acme', version: 2 });
    const pack = await json<{ id: number; costCents: number }>(['packs', 'create', '--name', 'CLI pack', '--lines', `${gauze.id}x2`]);
    expect(pack.costCents).toBe(640);
    const listed = await run(['packs', 'list', '--name', 'CLI pack']);
    expect(listed.stdout).toContain('CLI gauze');

    const received = await run(['stock', 'receive', '--studio', studio, '--consumable', String(gauze.id), '--quantity', '5', '--supplier', 'Acme', '--batch', 'L1']);
    expect(received.code, received.stderr).toBe(0);
    const issued = await run(['stock', 'issue', '--studio', studio, '--pack', String(pack.id), '--nurse', nurse, '--reason', 'visit']);
    expect(issued.code, issued.stderr).toBe(0);
    const refused = await run(['stock', 'issue', '--studio', studio, '--items', `${gauze.id}x4`, '--nurse', nurse, '--reason', 'visit']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(t('inventory.server.notEnough', { name: 'CLI gauze', onHand: 3, unit: 'box', wanted: 4 }));
    const moved = await run(['stock', 'transfer', '--from', studio, '--to', other, '--consumable', String(gauze.id), '--quantity', '1']);
    expect(moved.code, moved.stderr).toBe(0);
    const adjusted = await run(['stock', 'adjust', '--studio', studio, '--consumable', String(gauze.id), '--change=-1', '--reason', 'count']);
    expect(adjusted.code, adjusted.stderr).toBe(0);

    const below = await json<Array<{ consumableName: string; quantity: number; studioId: number }>>(['stock', 'list', '--studio', studio, '--below-threshold', 'yes', '--name', 'CLI gauze']);
    expect(below).toEqual([expect.objectContaining({ consumableName: 'CLI gauze', quantity: 1 })]);
    const movements = await run(['stock', 'movements', '--consumable', String(gauze.id)]);
    expect(movements.stdout).toContain(t('inventory.res.kind.transferOut'));
    const bag = await json<Array<{ name: string; available: number }>>(['pack-stock', 'list', '--studio', studio, '--name', 'CLI pack']);
    expect(bag).toEqual([expect.objectContaining({ name: 'CLI pack', available: 0 })]);
    const check = await run(['stock', 'check']);
    expect(check.stdout).toContain('ledger sound');
  });

  it('takes stock: starts a count sheet, writes it as CSV, counts by barcode and posts the difference', async () => {
    const item = await json<{ id: number }>(['consumables', 'create', '--name', 'CLI swabs', '--unit', 'box', '--unit-cost', '1', '--barcode', 'CLI-SW-1']);
    await run(['stock', 'receive', '--studio', studio, '--consumable', String(item.id), '--quantity', '7']);
    const sheet = await json<{ id: number; status: string }>(['stocktake', 'start', '--studio', studio]);
    expect(sheet.status).toBe('counting');
    const csv = await run(['stocktake', 'sheet', String(sheet.id), '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toMatch(new RegExp(`${item.id},CLI-SW-1,CLI swabs,box,7,,`));
    const bad = await run(['stocktake', 'count', String(sheet.id), '--counts', 'CLI-SW-1=many']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain(t('inventory.contract.countLine', { line: 'CLI-SW-1=many', max: 1_000_000 }));
    const counted = await run(['stocktake', 'count', String(sheet.id), '--counts', 'CLI-SW-1=5']);
    expect(counted.code, counted.stderr).toBe(0);
    const posted = await run(['stocktake', 'post', String(sheet.id), '--yes']);
    expect(posted.code, posted.stderr).toBe(0);
    const stock = await json<Array<{ quantity: number }>>(['stock', 'list', '--studio', studio, '--consumable', String(item.id)]);
    expect(stock).toEqual([expect.objectContaining({ quantity: 5 })]);
    // Posted already: reported as not applicable, nothing posted twice.
    const again = await run(['stocktake', 'post', String(sheet.id), '--yes']);
    expect(`${again.stdout}${again.stderr}`).toContain(t('inventory.res.stocktakeStatus.posted'));
    expect(await json<Array<{ quantity: number }>>(['stock', 'list', '--studio', studio, '--consumable', String(item.id)])).toEqual([expect.objectContaining({ quantity: 5 })]);
  });

  it('posts from a CSV file row by row, consumables by barcode or id: a dry run posts nothing, bad rows are named and the run exits 5', async () => {
    const item = await json<{ id: number }>(['consumables', 'create', '--name', 'CLI tape', '--unit', 'roll', '--unit-cost', '0.80', '--barcode', '6901234567892']);
    const byBarcode = await run(['stock', 'receive', '--studio', studio, '--consumable', '6901234567892', '--quantity', '2']);
    expect(byBarcode.code, byBarcode.stderr).toBe(0);
    const file = join(config.dir, 'receipts.csv');
    writeFileSync(file, ['studio,consumable,quantity,batch', `${studio},6901234567892,5,L1`, `${studio},${item.id},0,L2`, `${studio},NO-SUCH-CODE,1,L3`, `${studio},${item.id},3,L4`].join('\n'));
    const onHand = async () => (await json<Array<{ quantity: number }>>(['stock', 'list', '--studio', studio, '--consumable', String(item.id)]))[0]?.quantity;

    const dry = await run(['stock', 'receive', '--from-file', file, '--dry-run', '--json']);
    expect(dry.code).toBe(5);
    const checked = JSON.parse(dry.stdout) as Array<{ id: string; ok: boolean; message: string }>;
    expect(checked.map((r) => [r.id, r.ok])).toEqual([['row 2', true], ['row 3', false], ['row 4', false], ['row 5', true]]);
    expect(checked[1]?.message).toContain('quantity');
    expect(checked[2]?.message).toBe(t('inventory.res.bulk.unknownCode', { code: 'NO-SUCH-CODE' }));
    expect(await onHand()).toBe(2);

    const posted = await run(['stock', 'receive', '--from-file', file, '--json']);
    expect(posted.code).toBe(5);
    const rows = JSON.parse(posted.stdout) as Array<{ id: string; ok: boolean; message: string }>;
    expect(rows.map((r) => r.ok)).toEqual([true, false, false, true]);
    expect(rows[3]?.message).toContain('→ 10');
    expect(await onHand()).toBe(10);

    const dated = await run(['stock', 'receive', '--studio', studio, '--consumable', '6901234567892', '--quantity', '1', '--batch', 'EXP-1', '--expires', '2020-01-01']);
    expect(dated.code, dated.stderr).toBe(0);
    const expiring = await json<Array<{ batch: string; expired: boolean }>>(['stock', 'expiring', '--studio', studio, '--days', '30']);
    expect(expiring).toContainEqual(expect.objectContaining({ batch: 'EXP-1', expired: true }));
    const tooFar = await run(['stock', 'expiring', '--days', '400']);
    expect(tooFar.stderr).toContain(t('inventory.contract.days', { max: 365 }));
    const listed = await json<Array<{ batch: string; daysLeft: number }>>(['stock', 'expiring-batches', 'list', '--studio', studio, '--days', '30']);
    expect(listed.find((b) => b.batch === 'EXP-1')?.daysLeft).toBeLessThan(0);

    const ledger = await run(['stock', 'movements', '--consumable', '6901234567892', '--kind', 'receipt', '--csv']);
    expect(ledger.code, ledger.stderr).toBe(0);
    expect(ledger.stdout.split('\n').filter((line) => line.includes('CLI tape'))).toHaveLength(4);

    const badHeader = join(config.dir, 'bad-header.csv');
    writeFileSync(badHeader, `studio,consumable,amount\n${studio},${item.id},1\n`);
    const refused = await run(['stock', 'receive', '--from-file', badHeader]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('"amount"');
    expect(await onHand()).toBe(11);
  });
});
