import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';

describe('people: demo data and demo document images', () => {
  const server = useServer();

  it('every demo nurse has an application with the six documents; its status follows the nurse’s', async () => {
    const rows = await sqlOn(server(), `select n.status as nurse_status, a.status, a.reason, a.decided_by, (select count(*) from nurse_documents d where d.application_id = a.id) as docs
      from nurses n join nurse_applications a on a.nurse_id = n.id order by n.id`);
    expect(rows).toHaveLength(await countOn(server(), 'select count(*) from nurses'));
    for (const r of rows) {
      expect(Number(r.docs)).toBe(6);
      const expected = Number(r.nurse_status) === 0 ? 2 : Number(r.nurse_status) === 3 ? 0 : 1;
      expect(Number(r.status)).toBe(expected);
      if (expected === 0) expect(String(r.reason)).not.toBe('');
      expect(r.decided_by === null).toBe(expected === 2);
    }
  });

  it('assistive cards in all four statuses (some activated ones ending within days) and customers with follow-ups', async () => {
    const counts = await sqlOn(server(), 'select status, count(*) as n from assistive_cards group by status order by status');
    expect(counts.map((r) => [Number(r.status), Number(r.n)])).toEqual([[0, 7], [1, 14], [2, 12], [3, 7]]);
    expect(await countOn(server(), 'select count(*) from assistive_cards where status = 1 and valid_until < ?', [Date.now() + 10 * 86_400_000])).toBe(4);
    expect(await countOn(server(), 'select count(*) from assistive_cards where status = 3 and valid_until >= ?', [Date.now()])).toBe(0);
    expect(await countOn(server(), 'select count(*) from customers')).toBe(25);
    expect(await countOn(server(), 'select count(distinct customer_id) from customer_follow_ups')).toBeGreaterThanOrEqual(15);
    expect(await countOn(server(), 'select count(*) from customer_follow_ups where at > ?', [Date.now()])).toBe(0);
  });

  it('serves the document images as SVGs naming the document and the person; anything else is a 404', async () => {
    const [nurse] = await sqlOn(server(), 'select id, name from nurses order by id limit 1');
    const response = await fetch(`${server().url}/demo/documents/n${nurse?.id}-practice-licence.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Practice licence');
    expect(svg).toContain(String(nurse?.name));
    expect(svg).not.toMatch(/<script|on\w+=/i);
    const [card] = await sqlOn(server(), 'select id, holder_name, front_url from assistive_cards order by id limit 1');
    const front = await fetch(`${server().url}${String(card?.front_url)}`);
    expect(front.status).toBe(200);
    expect(await front.text()).toContain(String(card?.holder_name).replace(/'/g, '&#39;'));
    for (const bad of ['n999999-id-front.svg', `n${nurse?.id}-passport.svg`, 'c1-side.svg', '..%2F..%2Fetc%2Fpasswd', `n${nurse?.id}-id-front.png`]) {
      expect((await fetch(`${server().url}/demo/documents/${bad}`)).status, bad).toBe(404);
    }
  });

  describe('determinism', () => {
    let other: TestServer | undefined;
    afterAll(async () => other?.stop());

    it('seeds the same people-area rows on every start', async () => {
      other = await startTestServer();
      const fingerprint = async (s: TestServer) =>
        JSON.stringify([
          await sqlOn(s, 'select card_no, holder_name, status, disability_kind, attempt from assistive_cards order by id'),
          await sqlOn(s, 'select name, phone, source, status, studio_id from customers order by id'),
          await sqlOn(s, 'select nurse_id, status, attempt, reason from nurse_applications order by id'),
        ]);
      expect(await fingerprint(other)).toBe(await fingerprint(server()));
    });
  });
});
