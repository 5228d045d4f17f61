import { wasteTasksResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';
import type { Row } from '../../kit/resource-api';

/** Overdue tasks (still pending pickup past their due time) stand out in the list. */
const overdueTone = (row: Row) => (row.overdue === true ? ('alert' as const) : undefined);

/**
 * /order/medical-waste: waste tasks by status, studio, overdue and order number (overdue ones
 * highlighted), a task's page with `?id=`, bulk "collected" (weight, collector, photo) and
 * "disposed" (disposal reference) on the selection, the palette and `careops waste …`.
 */
export function WasteTasksPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={wasteTasksResource} historyEntity="medical_waste_task" rowTone={overdueTone} />
    </div>
  );
}
