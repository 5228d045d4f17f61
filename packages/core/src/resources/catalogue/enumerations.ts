import { defineEnumeration } from '../../enums/enumeration';

/** On (1) or off (0) the shelf: services and packages. */
export const shelfEnum = defineEnumeration<number>('shelf', [
  { value: 1, slug: 'on', labelKey: 'catalogue.res.shelf.on' },
  { value: 0, slug: 'off', labelKey: 'catalogue.res.shelf.off' },
]);

/** A category: enabled (1) or disabled (0). */
export const categoryStatusEnum = defineEnumeration<number>('categoryStatus', [
  { value: 1, slug: 'enabled', labelKey: 'catalogue.res.status.enabled' },
  { value: 0, slug: 'disabled', labelKey: 'catalogue.res.status.disabled' },
]);
