import type { HandlerMap } from '../http/handler-types';
import type { MessageGateway } from '../system/message-gateway';
import { carouselHandlers } from './carousels';
import { feedbackHandlers } from './feedback';

export { feedbackFieldRoutes } from './feedback';
import { promotionHandlers } from './promotions';

/** Carousels, promotions and feedback, by endpoint name (docs/marketing.md). */
export function createMarketingContentHandlers(options: { messages: MessageGateway }): HandlerMap {
  return { ...carouselHandlers, ...promotionHandlers, ...feedbackHandlers(options.messages) };
}
