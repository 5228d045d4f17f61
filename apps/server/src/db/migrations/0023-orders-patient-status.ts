import type { Kysely, Migration } from 'kysely';

/**
 * The order list filtered by a status and a patient's name (docs/scale-and-export.md,
 * "Partial-name filters"): the total counted the orders of every matching patient through
 * `orders_patient (patient_id, created_at)` and read each order's row to test its status (2.8 s
 * for status 5 and a one-character name at a million orders). With the status beside the patient
 * the count is answered from index entries alone, for any fragment length. The patient leads, so
 * lists by status alone keep walking `orders_status_created` in their order.
 */
export function ordersPatientStatus(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('orders_patient_status').on('orders').columns(['patient_id', 'status']).execute();
    },
  };
}
