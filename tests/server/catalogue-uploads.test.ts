import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '@careops/core/i18n';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

/** Uploads over real multipart: type from the bytes, size limit, thumbnails, nothing left behind on a refusal. */
describe('catalogue: image uploads', () => {
  const server = useServer();
  const api = systemClient(server);
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    const image = sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } } });
    png = await image.clone().png().toBuffer();
    jpeg = await image.clone().jpeg().toBuffer();
  });

  const upload = async (who: string, bytes: Buffer | string, filename = 'photo.png', type = 'image/png', field = 'file') => {
    const auth = await api.as(who);
    const form = new FormData();
    form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), filename);
    const response = await fetch(`${server().url}/api/admin/uploadImage`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form });
    return { status: response.status, body: (await response.json()) as { resultcode: number; msg: string; result: { id: number; url: string; thumbnailUrl: string; width: number; height: number; contentType: string } } };
  };
  const storedFiles = () => {
    try {
      return readdirSync(join(server().dataDir, 'uploads')).length;
    } catch {
      return 0;
    }
  };
  const uploadRows = () => countOn(server(), 'select count(*) from uploads');

  it('stores a PNG and a JPEG, serves them with their type and nosniff, and a small thumbnail', async () => {
    const saved = await upload('ops', png);
    expect(saved.body.resultcode).toBe(1);
    expect(saved.body.result).toMatchObject({ width: 1200, height: 800, contentType: 'image/png' });
    const original = await fetch(`${server().url}${saved.body.result.url}`);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const thumbnail = await fetch(`${server().url}${saved.body.result.thumbnailUrl}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
    // A JPEG sent with a PNG name and type is stored as what its bytes are.
    const disguised = await upload('ops', jpeg, 'photo.png', 'image/png');
    expect(disguised.body.result.contentType).toBe('image/jpeg');
    expect(disguised.body.result.url).toMatch(/\.jpg$/);
    expect(await countOn(server(), "select count(*) from audit_log where action = 'upload.image'")).toBe(2);

    const service = await api.ok('ops', 'addService', { name: 'Upload test service', categoryId: await countOn(server(), 'select min(id) from service_categories'), price: '10', durationMinutes: 30, requiredTitle: 'nurse', coverUploadId: saved.body.result.id, detailUploadIds: [disguised.body.result.id] });
    expect(service.cover?.url).toBe(saved.body.result.url);
    expect(service.images.map((i) => i.id)).toEqual([disguised.body.result.id]);
    expect((await api.ok('ops', 'getServiceList', { name: 'Upload test service' })).list[0]?.thumbnailUrl).toBe(saved.body.result.thumbnailUrl);
    expect((await fetch(`${server().url}/uploads/..%2Fcareops.sqlite`)).status).toBe(404);
  });

  it('refuses a file that is not an image, a damaged image, an oversized one and a missing file, leaving nothing behind', async () => {
    const files = storedFiles();
    const rows = await uploadRows();
    const script = await upload('ops', '<svg onload="alert(1)"></svg>', 'evil.png', 'image/png');
    expect(script.body).toMatchObject({ resultcode: 101, msg: `file: ${t('catalogue.server.uploadType')}` });
    const damaged = await upload('ops', Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]));
    expect(damaged.body).toMatchObject({ resultcode: 101, msg: `file: ${t('catalogue.server.uploadUnreadable')}` });
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await upload('ops', huge);
    expect(oversized.body).toMatchObject({ resultcode: 101, msg: `file: ${t('catalogue.server.uploadTooLarge', { max: 5 })}` });
    const wrongField = await upload('ops', png, 'photo.png', 'image/png', 'picture');
    expect(wrongField.body.resultcode).toBe(101);
    const json = await api.call('ops', 'uploadImage', { file: 'x' });
    expect(json.msg).toBe(`file: ${t('catalogue.server.uploadNotMultipart')}`);
    expect(storedFiles()).toBe(files);
    expect(await uploadRows()).toBe(rows);
  });

  it('needs the service edit permission; a multipart body elsewhere is a clear refusal, not a 500', async () => {
    expect((await upload('finance', png)).body.resultcode).toBe(106);
    const auth = await api.as('ops');
    const form = new FormData();
    form.append('name', 'x');
    const response = await fetch(`${server().url}/api/admin/addServiceCategory`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form });
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { resultcode: number }).resultcode).toBe(101);
  });
});
