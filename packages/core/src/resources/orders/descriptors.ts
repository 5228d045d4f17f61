import type { ResourceDescriptor } from '../types';
import { ordersResource } from './orders';
import { priceChangesResource } from './price-changes';
import { wasteTasksResource } from './waste-tasks';

/** The orders area's resources (list/view/actions from descriptors), in menu order. */
export const orderResources: readonly ResourceDescriptor[] = [ordersResource, wasteTasksResource, priceChangesResource];
