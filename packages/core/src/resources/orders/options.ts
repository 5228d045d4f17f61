import type { OptionSource } from '../types';

/** Studios to filter orders, price changes and waste tasks by: the caller's stations (all when not bound). */
export const orderStudioOptions: OptionSource = { kind: 'endpoint', endpoint: 'getStudioOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' };
