import type { OptionSource } from '../types';

/** Every category, in tree order, labelled by its path ("Nursing / Wound care"). */
export const categoryOptions: OptionSource = { kind: 'endpoint', endpoint: 'getServiceCategoryOptions', listKey: 'list', valueKey: 'id', labelKey: 'fullName' };
