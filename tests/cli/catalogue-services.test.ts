// careops categories|services|packages against a real server: list, view by id and name,
// create and update, bulk shelve/unshelve with --dry-run and exit 5 on a partial run, and the
// CSV import (every bad row reported with its line and column, nothing written) and export,
// and images given as files (checked before anything is sent, then uploaded).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { t } from '@careops/core/i18n';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const files = mkdtempSync(join(tmpdir(), 'careops-catalogue-'));
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const json = async <T>(args: string[]): Promise<T> => {
  const result = await run([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const file = (name: string, text: string | Buffer) => {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'ops', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
  rmSync(files, { recursive: true, force: true });
});

describe('careops categories and services', () => {
  it('lists the category tree and creates and updates a service by name', async () => {
    const categories = await json<Array<{ id: number; fullName: string; level: number }>>(['categories', 'list', '--all']);
    expect(categories.some((c) => c.level === 2 && c.fullName.includes(' / '))).toBe(true);
    const created = await run(['services', 'create', '--name', 'CLI test visit', '--category', 'Elderly care', '--price', '88.8', '--duration', '40', '--title', 'senior-nurse', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const service = JSON.parse(created.stdout) as { id: number; priceCents: number; version: number };
    expect(service.priceCents).toBe(8880);
    const updated = await run(['services', 'update', 'CLI test visit', '--price', '99', '--json']);
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({ id: service.id, priceCents: 9900, version: service.version + 1 });
    const bad = await run(['services', 'create', '--name', 'CLI bad price', '--category', 'Elderly care', '--price', '1.999', '--duration', '40', '--title', 'nurse']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(t('catalogue.contract.price'));
    const viewed = await json<{ id: number; onShelf: number }>(['services', 'view', String(service.id)]);
    expect(viewed.onShelf).toBe(1);
  });

  it('shelves in bulk: --dry-run writes nothing; a partial run exits 5 with one line per id', async () => {
    const [first, second] = (await json<Array<{ id: number }>>(['services', 'list', '--shelf', 'on', '--limit', '2'])).map((s) => String(s.id));
    const dry = await run(['services', 'shelve', first ?? '', second ?? '', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect((await json<{ onShelf: number }>(['services', 'view', first ?? ''])).onShelf).toBe(1);
    const partial = await run(['services', 'shelve', first ?? '', second ?? '', '424242', '--yes']);
    expect(partial.code).toBe(5);
    // A header, then one line per id.
    expect(partial.stdout.trimEnd().split('\n')).toHaveLength(4);
    expect((await json<{ onShelf: number }>(['services', 'view', first ?? ''])).onShelf).toBe(0);
    const back = await run(['services', 'unshelve', first ?? '', second ?? '', '--yes']);
    expect(back.code, back.stderr).toBe(0);
    expect((await json<{ onShelf: number }>(['services', 'view', second ?? ''])).onShelf).toBe(1);
  });
});

describe('careops services import and export', () => {
  const header = 'name,category,price,durationMinutes,requiredTitle,producesWaste,onShelf,consumablePackId,description';

  it('refuses a file with bad rows, naming each line and column, and writes nothing', async () => {
    const before = (await json<unknown[]>(['services', 'list', '--all'])).length;
    const path = file('bad.csv', [header, 'CLI import ok,Elderly care,10,30,nurse,no,yes,,', 'CLI import bad,Nowhere,ten,30,nurse,no,yes,,', 'CLI import ok,Elderly care,10,0,nurse,,,,'].join('\n'));
    const result = await run(['services', 'import', path]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(t('catalogue.cmd.import.problem', { line: 3, field: 'price', message: t('catalogue.contract.price') }));
    expect(result.stderr).toContain('line 4, durationMinutes:');
    expect(result.stderr).toContain(t('catalogue.cmd.import.problem', { line: 4, field: 'name', message: t('catalogue.server.importDuplicateName', { name: 'CLI import ok', line: 2 }) }));
    expect((await json<unknown[]>(['services', 'list', '--all'])).length).toBe(before);
  });

  it('checks with --dry-run, imports a good file, and exports what imports again', async () => {
    const rows = [header, 'CLI import one,Elderly care,12.5,30,nurse,no,yes,,"Line one, with a comma"', 'CLI import two,Palliative care,200,60,senior-nurse,yes,no,3,"=not a formula"'];
    const path = file('good.csv', rows.join('\r\n'));
    const dry = await run(['services', 'import', path, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(t('catalogue.cmd.import.checked', { count: 2 }));
    expect((await json<unknown[]>(['services', 'list', '--name', 'CLI import'])).length).toBe(0);
    const done = await run(['services', 'import', path]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(t('catalogue.cmd.import.done', { count: 2 }));
    const two = await json<{ priceCents: number; onShelf: number; consumablePackId: number }>(['services', 'view', 'CLI import two']);
    expect(two).toMatchObject({ priceCents: 20_000, onShelf: 0, consumablePackId: 3 });

    const exported = await run(['services', 'export']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout.split('\r\n')[0]).toBe(header);
    expect(exported.stdout).toContain("'=not a formula");
    // The export imports again once its names are free: renamed, every row is valid.
    const renamed = exported.stdout.replace(/^([^,\r\n"]+|"[^"]*"),/gm, (cell, name: string, offset: number) => (offset === 0 ? cell : `${name.startsWith('"') ? name.replace(/^"/, '"Copy of ') : `Copy of ${name}`},`));
    const again = await run(['services', 'import', file('again.csv', renamed), '--dry-run']);
    expect(again.code, again.stderr).toBe(0);
  });
});

describe('careops services images', () => {
  type Images = { id: number; version: number; coverUploadId: number | null; detailUploadIds: number[]; cover: { url: string } | null };
  const stored = () => readdirSync(join(server.dataDir, 'uploads')).length;
  let png: Buffer;
  let jpeg: Buffer;
  let serviceId: string;

  beforeAll(async () => {
    const image = sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } });
    png = await image.clone().png().toBuffer();
    jpeg = await image.clone().jpeg().toBuffer();
    const created = await run(['services', 'create', '--name', 'CLI image visit', '--category', 'Elderly care', '--price', '60', '--duration', '30', '--title', 'nurse', '--cover', file('new-cover.png', png), '--json']);
    expect(created.code, created.stderr).toBe(0);
    serviceId = String((JSON.parse(created.stdout) as Images).id);
  });

  it('uploads a cover on create and cover and detail images on update, mixing files and upload ids', async () => {
    const created = await json<Images>(['services', 'view', serviceId]);
    expect(created.coverUploadId).toEqual(expect.any(Number));
    const served = await fetch(new URL(created.cover?.url ?? '/', server.url));
    expect(served.headers.get('content-type')).toBe('image/png');
    const updated = await run(['services', 'update', serviceId, '--cover', file('cover.jpg', jpeg), '--detail-image', file('one.png', png), String(created.coverUploadId)]);
    expect(updated.code, updated.stderr).toBe(0);
    const after = await json<Images>(['services', 'view', serviceId]);
    expect(updated.stderr).toContain(t('resources.image.uploaded', { file: join(files, 'cover.jpg'), id: after.coverUploadId ?? 0 }));
    expect(after.coverUploadId).not.toBe(created.coverUploadId);
    expect(after.detailUploadIds).toHaveLength(2);
    expect(after.detailUploadIds[1]).toBe(created.coverUploadId);
    const cleared = await json<Images>(['services', 'update', serviceId, '--detail-image', 'none']);
    expect(cleared.detailUploadIds).toEqual([]);
  });

  it('refuses a file of another type, an oversized file or a missing file, uploading nothing and changing nothing', async () => {
    const before = await json<Images>(['services', 'view', serviceId]);
    const files0 = stored();
    const gif = await run(['services', 'update', serviceId, '--detail-image', file('ok.png', png), file('anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00'))]);
    expect(gif.code).toBe(1);
    expect(gif.stderr).toContain(t('resources.image.badFile', { file: join(files, 'anim.gif'), reason: t('catalogue.server.uploadType') }));
    const huge = await run(['services', 'update', serviceId, '--cover', file('huge.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]))]);
    expect(huge.code).toBe(1);
    expect(huge.stderr).toContain(t('catalogue.server.uploadTooLarge', { max: 5 }));
    const missing = await run(['services', 'update', serviceId, '--cover', join(files, 'nowhere.png')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(join(files, 'nowhere.png'));
    expect(stored()).toBe(files0);
    expect(await json<Images>(['services', 'view', serviceId])).toMatchObject({ version: before.version, coverUploadId: before.coverUploadId, detailUploadIds: before.detailUploadIds });
  });
});
