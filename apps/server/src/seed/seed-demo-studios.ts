import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';

const DAY = 86_400_000;
const places = [
  { province: 'Shanghai', city: 'Shanghai', district: 'Xuhui', latitude: 31.188, longitude: 121.437 },
  { province: 'Shanghai', city: 'Shanghai', district: 'Pudong', latitude: 31.221, longitude: 121.544 },
  { province: 'Beijing', city: 'Beijing', district: 'Chaoyang', latitude: 39.921, longitude: 116.443 },
  { province: 'Guangdong', city: 'Shenzhen', district: 'Nanshan', latitude: 22.533, longitude: 113.93 },
  { province: 'Zhejiang', city: 'Hangzhou', district: 'Xihu', latitude: 30.259, longitude: 120.13 },
  { province: 'Jiangsu', city: 'Nanjing', district: 'Gulou', latitude: 32.066, longitude: 118.769 },
];
const representatives = ['Zhang Wei', 'Li Na', 'Wang Fang', 'Liu Yang', 'Chen Jing', 'Zhao Lei'];

/**
 * The demo studios' nursing-center details: region and coordinates, legal representative,
 * hours, the admin as security contact, and licences expiring at different distances (two
 * within 30 days, so Home shows them; one already lapsed).
 */
export async function seedDemoStudios(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const expiries = [200, 12, 400, -3, 25, 90];
  for (const [i, studioId] of base.studioIds.entries()) {
    const place = places[i % places.length] ?? places[0];
    if (!place) continue;
    await trx
      .updateTable('studios')
      .set({
        ...place,
        legal_representative: representatives[i % representatives.length] ?? '',
        business_hours: i % 2 ? '08:00-20:00' : '07:30-21:00',
        security_contact_id: base.adminId,
        licence_expires_at: base.now + (expiries[i % expiries.length] ?? 365) * DAY,
      })
      .where('id', '=', studioId)
      .execute();
  }
}
