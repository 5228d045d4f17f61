import type { AreaContribution } from '../../registry/area-contribution';
import type { ResourceDescriptor } from '../types';
import { studiosResource, studioStatusEnum } from './studios';

export { studiosResource, studioStatusEnum };

/** Nursing centers' resources, in menu order. */
export const studiosResources: readonly ResourceDescriptor[] = [studiosResource];

/** The nursing centers' contribution to the registry: `careops studios list|view|create|update|enable|disable`. */
export const studiosArea: AreaContribution = { id: 'studios', resources: studiosResources, commands: [] };
