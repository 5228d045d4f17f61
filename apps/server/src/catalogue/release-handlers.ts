import type { HandlerMap } from '../http/handler-types';
import { getProductRelease, getProductReleaseList, getReleaseItemOptions } from './release-read';
import { addProductRelease, editProductRelease } from './release-write';

/** The product releases' handlers, by endpoint name. */
export const releaseHandlers: HandlerMap = { getProductReleaseList, getProductRelease, getReleaseItemOptions, addProductRelease, editProductRelease };
