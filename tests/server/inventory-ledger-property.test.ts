import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

/**
 * The ledger's property: whatever sequence of postings arrives, concurrently or not, every
 * balance equals the sum of its movements, none is negative, and each equals what the accepted
 * postings' answers add up to (a refused posting changed nothing).
 */

const MOVEMENTS = 2400;
const CLIENTS = 8;

let made = 0;
const unique = (what: string) => `Ledger ${what} ${process.pid}-${++made}`;

function randomFrom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('inventory: the ledger sum equals the balance after thousands of random postings', () => {
  const server = useServer();
  const api = systemClient(server);
  const studios: number[] = [];
  const nurses = new Map<number, number>();
  const items: number[] = [];
  let packId = 0;

  beforeAll(async () => {
    const home = await countOn(server(), "select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const other = await countOn(server(), 'select min(s.id) from studios s where s.id <> ? and exists (select 1 from nurses n where n.studio_id = s.id)', [home]);
    studios.push(home, other);
    for (const studio of studios) nurses.set(studio, await countOn(server(), 'select min(id) from nurses where studio_id = ?', [studio]));
    for (let i = 0; i < 3; i += 1) items.push((await api.ok('ops', 'addConsumable', { name: unique('item'), unit: 'piece', unitCost: '0.50', reorderThreshold: 3 })).id);
    packId = (await api.ok('ops', 'addConsumablePack', { name: unique('pack'), lines: `${items[0]}x2, ${items[1]}x1` })).id;
  });

  it(`${MOVEMENTS} postings of every kind from ${CLIENTS} concurrent clients`, async () => {
    const expected = new Map<string, number>();
    const key = (studio: number, item: number) => `${studio}:${item}`;
    let accepted = 0;
    let refused = 0;
    let attempts = 0;

    const client = async (seed: number) => {
      const random = randomFrom(seed);
      const pick = <T>(list: T[]) => list[random(list.length)] as T;
      while (attempts < MOVEMENTS) {
        attempts += 1;
        const studio = pick(studios);
        const other = studios.find((s) => s !== studio) ?? studio;
        const item = pick(items);
        const n = 1 + random(6);
        const nurseId = nurses.get(studio);
        const step = random(7);
        const answer =
          step === 0 ? await api.call('ops', 'receiveStock', { studioId: studio, consumableId: item, quantity: n + 4 })
          : step === 1 ? await api.call(studio === studios[0] ? 'studio' : 'ops', 'issueStock', { studioId: studio, items: `${item}x${n}`, nurseId, reason: 'visit' })
          : step === 2 ? await api.call('ops', 'issueStock', { studioId: studio, packId, packs: 1 + random(2), nurseId, reason: 'visits' })
          : step === 3 ? await api.call('ops', 'returnStock', { studioId: studio, consumableId: item, quantity: n, reason: 'unused' })
          : step === 4 ? await api.call('ops', 'transferStock', { fromStudioId: studio, toStudioId: other, consumableId: item, quantity: n })
          : step === 5 ? await api.call('ops', 'adjustStock', { studioId: studio, consumableId: item, change: -n, reason: 'count' })
          : await api.call('ops', 'adjustStock', { studioId: studio, consumableId: item, change: n, reason: 'found' });
        if (answer.resultcode === 1) {
          accepted += 1;
          for (const m of answer.result.movements) expected.set(key(m.studioId, m.consumableId), (expected.get(key(m.studioId, m.consumableId)) ?? 0) + m.quantity);
        } else {
          expect(answer.resultcode, answer.msg).toBe(101);
          refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(1000 + i)));

    expect(accepted).toBeGreaterThan(MOVEMENTS / 3);
    expect(refused).toBeGreaterThan(0);
    const check = await api.ok('ops', 'checkStockLedger', {});
    expect(check.mismatches).toEqual([]);
    const balances = await sqlOn(server(), `select studio_id, consumable_id, quantity from stock_balances where consumable_id in (${items.join(', ')})`);
    expect(balances.every((b) => Number(b.quantity) >= 0)).toBe(true);
    const stored = new Map(balances.map((b) => [key(Number(b.studio_id), Number(b.consumable_id)), Number(b.quantity)]));
    for (const [where, sum] of expected) expect(stored.get(where) ?? 0, where).toBe(sum);
    const movementSums = await sqlOn(server(), `select studio_id, consumable_id, sum(quantity) as total from stock_movements where consumable_id in (${items.join(', ')}) group by studio_id, consumable_id`);
    for (const row of movementSums) expect(Number(row.total)).toBe(stored.get(key(Number(row.studio_id), Number(row.consumable_id))));
  }, 600_000);
});
