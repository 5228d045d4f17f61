import type { HandlerMap } from '../../http/handler-types';
import { addPromotion, editPromotion, getPromotion, getPromotionList } from './promotion-handlers';
import { recordPromotionEvent } from './promotion-events';

/** The promotions' handlers, by endpoint name. */
export const promotionHandlers: HandlerMap = { getPromotionList, getPromotion, addPromotion, editPromotion, recordPromotionEvent };
