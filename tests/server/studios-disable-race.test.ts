import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

const DAY = 86_400_000;
const OPEN = '(-2, -1, 0, 1, 2, 3, 4, 7)';

describe('disabling a nursing center while an order is being placed there', () => {
  const server = useServer();
  const api = systemClient(server);

  it('either refuses the order, or places it before the disable, which then counts it: never an order slipping in after', async () => {
    const studio = await api.as('studio');
    const station = await countOn(server(), 'select min(studio_id) from user_stations where user_id = ?', [studio.userId]);
    const [patient] = await sqlOn(server(), 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1');
    const options = await api.ok('studio', 'getOrderPlaceOptions', { memberId: Number(patient?.member_id) });
    const serviceId = options.services[0]?.id;
    expect(serviceId).toBeDefined();
    const order = { memberId: Number(patient?.member_id), patientId: Number(patient?.id), serviceId, studioId: station, address: '8 Century Avenue', appointmentAt: Date.now() + 2 * DAY };
    let placedBefore = 0;
    let refused = 0;
    for (let round = 0; round < 6; round++) {
      const { version } = await api.ok('admin', 'getStudio', { studioId: station });
      const [placed, disabled] = await Promise.all([
        api.call('studio', 'placeOrder', order),
        api.call('admin', 'alterStudioStatus', { studioId: station, version, status: 0, reason: 'race' }),
      ]);
      expect(disabled.resultcode).toBe(1);
      const open = await countOn(server(), `select count(*) from orders where studio_id = ? and status in ${OPEN}`, [station]);
      expect(disabled.result.affects.openOrders).toBe(open);
      if (placed.resultcode === 1) placedBefore++;
      else {
        expect(placed.result).toEqual({ field: 'studioId' });
        refused++;
      }
      await api.ok('admin', 'alterStudioStatus', { studioId: station, version: version + 1, status: 1 });
    }
    expect(placedBefore + refused).toBe(6);
  });
});
