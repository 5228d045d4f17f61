import type { OptionSource } from '../types';

/** Studios to filter by or move a nurse to: the caller's stations, all when not bound (any signed-in user). */
export const studioOptions: OptionSource = { kind: 'endpoint', endpoint: 'getStudioOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' };
