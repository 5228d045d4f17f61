/** A row of the package items editor: the service chosen (if any) and its visits as typed. */
export interface ItemRow {
  /** A stable key for React and focus. */
  key: string;
  serviceId: number | null;
  serviceName: string;
  times: string;
}

let next = 0;
/** A new blank row (or one for a service). */
export function newRow(service?: { serviceId: number; serviceName: string; times: number }): ItemRow {
  next += 1;
  return { key: `item-${next}`, serviceId: service?.serviceId ?? null, serviceName: service?.serviceName ?? '', times: String(service?.times ?? 1) };
}

/** The editor's rows of a package's items (one blank row for a new package). */
export function rowsOf(items: ReadonlyArray<{ serviceId: number; serviceName: string; times: number }> | undefined): ItemRow[] {
  return items && items.length ? items.map((item) => newRow(item)) : [newRow()];
}

/**
 * The items as the contract takes them, `12x4, 13x2` (the CLI's syntax): rows without a service
 * are left out; visits go as typed, so the contract's own check names a bad number.
 */
export function itemsText(rows: readonly ItemRow[]): string {
  return rows
    .filter((row) => row.serviceId !== null)
    .map((row) => `${row.serviceId}x${row.times.trim() || '1'}`)
    .join(', ');
}

/** The rows without the one at `index`, and the row to focus afterwards (a blank one when none is left). */
export function withoutRow(rows: readonly ItemRow[], index: number): { rows: ItemRow[]; focus: string } {
  const left = rows.filter((_, i) => i !== index);
  const kept = left.length ? left : [newRow()];
  const focus = kept[Math.min(index, kept.length - 1)] ?? kept[0];
  return { rows: kept, focus: focus?.key ?? '' };
}
