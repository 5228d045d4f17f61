import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { marketingContentRoutes as r } from './marketing-content-routes';
import * as carousels from './schemas/marketing-carousels';
import * as feedback from './schemas/marketing-feedback';
import * as promotions from './schemas/marketing-promotions';

/** Carousels, promotions and feedback with their schemas; the compiler keeps the names equal to marketingContentRoutes. */
export const marketingContentEndpoints = {
  getCarouselList: def({ ...r.getCarouselList, request: carousels.carouselListRequest, response: carousels.carouselListResult, mutates: false }),
  getCarousel: def({ ...r.getCarousel, request: carousels.getCarouselRequest, response: carousels.carouselDetailSchema, mutates: false }),
  getCarouselPreview: def({ ...r.getCarouselPreview, request: carousels.carouselPreviewRequest, response: carousels.carouselPreviewResult, mutates: false }),
  addCarousel: def({ ...r.addCarousel, request: carousels.addCarouselRequest, response: carousels.carouselDetailSchema, mutates: true }),
  editCarousel: def({ ...r.editCarousel, request: carousels.editCarouselRequest, response: carousels.carouselDetailSchema, mutates: true }),
  getPromotionList: def({ ...r.getPromotionList, request: promotions.promotionListRequest, response: promotions.promotionListResult, mutates: false }),
  getPromotion: def({ ...r.getPromotion, request: promotions.getPromotionRequest, response: promotions.promotionDetailSchema, mutates: false }),
  addPromotion: def({ ...r.addPromotion, request: promotions.addPromotionRequest, response: promotions.promotionDetailSchema, mutates: true }),
  editPromotion: def({ ...r.editPromotion, request: promotions.editPromotionRequest, response: promotions.promotionDetailSchema, mutates: true }),
  recordPromotionEvent: def({ ...r.recordPromotionEvent, request: promotions.recordPromotionEventRequest, response: promotions.recordPromotionEventResult, mutates: true }),
  getFeedbackList: def({ ...r.getFeedbackList, request: feedback.feedbackListRequest, response: feedback.feedbackListResult, mutates: false }),
  getFeedback: def({ ...r.getFeedback, request: feedback.getFeedbackRequest, response: feedback.feedbackDetailSchema, mutates: false }),
  addFeedback: def({ ...r.addFeedback, request: feedback.addFeedbackRequest, response: feedback.feedbackDetailSchema, mutates: true }),
  editFeedback: def({ ...r.editFeedback, request: feedback.editFeedbackRequest, response: feedback.feedbackDetailSchema, mutates: true }),
  replyFeedback: def({ ...r.replyFeedback, request: feedback.replyFeedbackRequest, response: feedback.feedbackDetailSchema, mutates: true }),
  closeFeedback: def({ ...r.closeFeedback, request: feedback.closeFeedbackRequest, response: feedback.feedbackDetailSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
