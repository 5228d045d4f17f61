import type { ResourceDescriptor } from '../types';
import { carouselsResource } from './carousels';
import { feedbackResource } from './feedback';
import { promotionsResource } from './promotions';

/** Carousels, promotions and feedback, in menu order. */
export const marketingContentResources: readonly ResourceDescriptor[] = [carouselsResource, promotionsResource, feedbackResource];
