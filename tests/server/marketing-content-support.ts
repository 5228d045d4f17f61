import sharp from 'sharp';
import type { TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import type { SystemClient } from './system-fixtures';

/** Arrangements shared by the carousel, promotion and feedback tests. */

let png: Buffer | undefined;

/** Uploads a small PNG as `who` through the shared upload endpoint; answers its id. */
export async function uploadPng(server: TestServer, api: SystemClient, who = 'ops'): Promise<number> {
  png ??= await sharp({ create: { width: 640, height: 320, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
  const auth = await api.as(who);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slide.png');
  const response = await fetch(`${server.url}/api/admin/uploadImage`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form });
  const body = (await response.json()) as { resultcode: number; msg: string; result: { id: number } };
  if (body.resultcode !== 1) throw new Error(`upload answered ${body.resultcode}: ${body.msg}`);
  return body.result.id;
}

let made = 0;
/** A coupon straight in the table (enabled, `quantity` of them, one per member). */
export async function insertCoupon(server: TestServer, fields: { quantity?: number; status?: number; validUntil?: number | null; perMember?: number } = {}): Promise<number> {
  made += 1;
  const now = Date.now();
  const [row] = await sqlOn(
    server,
    'insert into coupons (name, kind, value, threshold_cents, valid_from, valid_until, valid_days, quantity, granted, per_member_limit, status, created_at, updated_at, version) values (?, ?, ?, 0, null, ?, 30, ?, 0, ?, ?, ?, ?, 1) returning id',
    [`Content coupon ${process.pid}-${made}`, 'cash', 500, fields.validUntil ?? null, fields.quantity ?? 100, fields.perMember ?? 1, fields.status ?? 1, now, now],
  );
  return Number(row?.id);
}

/** A member who registered just now (what the member app reports a sign-up for). */
export async function insertNewMember(server: TestServer, registeredAt = Date.now()): Promise<number> {
  made += 1;
  const phone = `1377${String((process.pid % 1000) * 10_000 + made).padStart(7, '0')}`;
  const [row] = await sqlOn(server, 'insert into members (phone, nickname, created_at, updated_at, version) values (?, ?, ?, ?, 1) returning id', [phone, `New member ${made}`, registeredAt, registeredAt]);
  return Number(row?.id);
}

/** The id of any service, package and member of the demo data. */
export async function demoIds(server: TestServer) {
  return {
    serviceId: await countOn(server, 'select min(id) from services where on_shelf = 1'),
    packageId: await countOn(server, 'select min(id) from packages'),
    memberId: await countOn(server, 'select min(id) from members'),
  };
}
