import { customersResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';
import { RecordSection } from './record-section';
import { followUpColumns } from './related-columns';

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : []);

/**
 * /connection: customers (contacts, leads) by name, phone, source, status and studio; add and
 * edit; a customer's page (`?id=`) lists the follow-up records, newest first, and "record a
 * follow-up" (a descriptor action with its fields) adds one.
 */
export function CustomersPage() {
  return (
    <div className="p-6">
      <ResourcePage
        resource={customersResource}
        historyEntity="customer"
        detail={({ record }) => <RecordSection id="follow-ups" title="people.ui.customer.followUps" columns={followUpColumns} rows={rowsOf(record.followUps)} />}
      />
    </div>
  );
}
