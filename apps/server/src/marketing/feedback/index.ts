import type { HandlerMap } from '../../http/handler-types';
import type { MessageGateway } from '../../system/message-gateway';
import { addFeedback, closeFeedback, editFeedback, getFeedback, getFeedbackList, replyFeedbackWith } from './feedback-handlers';

/** The feedback handlers, by endpoint name; replies go out through `messages`. */
export function feedbackHandlers(messages: MessageGateway): HandlerMap {
  return { getFeedbackList, getFeedback, addFeedback, editFeedback, replyFeedback: replyFeedbackWith(messages), closeFeedback };
}

export { feedbackFieldRoutes } from './field-feedback';
