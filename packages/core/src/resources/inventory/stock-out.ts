import type { OptionSource, ResourceField } from '../types';

const packOptions: OptionSource = { kind: 'endpoint', endpoint: 'getConsumablePackOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' };

/**
 * The stock-out form (`/consumables/consumables-out/:id`, `issueStock`): loose items or a number
 * of packs from the studio of the stock row, to a nurse of that studio, optionally for an order,
 * with a reason. The studio is the page's; the items start as one unit of the row's consumable.
 */
export const stockOutFields: ResourceField[] = [
  { key: 'items', label: 'inventory.res.move.items', kind: 'text', help: 'inventory.res.move.itemsHelp' },
  { key: 'packId', arg: 'pack', label: 'inventory.res.move.pack', kind: 'enum', options: packOptions },
  { key: 'packs', label: 'inventory.res.move.packs', kind: 'number' },
  { key: 'nurseId', arg: 'nurse', label: 'inventory.res.move.nurse', kind: 'number', required: true },
  { key: 'orderId', arg: 'order', label: 'inventory.res.move.order', kind: 'number' },
  { key: 'reason', label: 'inventory.res.move.reason', kind: 'text', required: true },
];
