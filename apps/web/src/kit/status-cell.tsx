import { slugOf } from '@careops/core/enums';
import { valueAt, type ResourceColumn } from '@careops/core/resources';
import { StatusTag } from '../ui/status-tag';

/** A column whose labels are statuses (an enumeration named `…Status`): shown as a coloured tag. */
export const isStatusColumn = (column: ResourceColumn): boolean => column.format === 'enum' && column.enumeration !== undefined && /status$/i.test(column.enumeration.name);

/** The cell of a status column: its tag, or the plain text when the value is not a known status. */
export function StatusCell({ column, row, text }: { column: ResourceColumn; row: unknown; text: string }) {
  const slug = column.enumeration ? slugOf(column.enumeration, valueAt(row, column.key)) : undefined;
  return slug ? <StatusTag slug={slug} label={text} /> : <>{text}</>;
}
