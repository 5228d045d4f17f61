import { countOn, sqlOn } from '../support/database';
import type { MatrixArea } from './matrix-area';

let made = 0;

/**
 * Nursing centers in the permission matrix: the studio manager reads and edits its own
 * station; opening, enabling and disabling studios is headquarters' (a fresh studio per call).
 */
export const studiosMatrix: MatrixArea = {
  fingerprint: ['(select count(*) from studios)', '(select coalesce(sum(version), 0) from studios)', '(select coalesce(sum(status), 0) from studios)'],
  bodies: async ({ server, api }) => {
    const studio = await api.as('studio');
    const station = await countOn(server, 'select min(studio_id) from user_stations where user_id = ?', [studio.userId]);
    const fresh = async () => {
      made += 1;
      const name = `Matrix studio ${process.pid}-${made}`;
      await sqlOn(server, 'insert into studios (name, phone, status, created_at, updated_at, version) values (?, ?, 1, ?, ?, 1)', [name, '021-5550000', Date.now(), Date.now()]);
      return countOn(server, 'select id from studios where name = ?', [name]);
    };
    return {
      getStudioList: async () => ({ limit: 5, licenceExpiringWithinDays: 60 }),
      getStudio: async () => ({ studioId: station }),
      addStudio: async () => {
        made += 1;
        return { name: `Matrix new studio ${process.pid}-${made}`, practiceLicenceNo: 'PLN-M', phone: '021-5550001' };
      },
      editStudio: async () => ({ studioId: station, version: await countOn(server, 'select version from studios where id = ?', [station]), businessHours: '08:00-20:00' }),
      alterStudioStatus: async () => ({ studioId: await fresh(), version: 1, status: 0, reason: 'matrix' }),
    };
  },
};
