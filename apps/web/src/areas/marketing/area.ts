import type { ConsoleArea } from '../../platform/contributions/console-area';
import { feedbackQueues } from './content-queues';
import { page } from '../../platform/shell/lazy-page';

/** Operation tools (/operation-tools): carousels, coupons and their grants, promotions, member feedback. */
export const marketingArea: ConsoleArea = {
  id: 'marketing',
  pages: {
    slideshow: page(() => import('./carousels-page').then((m) => m.CarouselsPage)),
    slideshowCreate: page(() => import('./carousel-create-page').then((m) => m.CarouselCreatePage)),
    slideshowUpdate: page(() => import('./carousel-form-page').then((m) => m.CarouselFormPage)),
    slideshowDetail: page(() => import('./carousel-detail-page').then((m) => m.CarouselDetailPage)),
    couponList: page(() => import('./coupon-list-page').then((m) => m.CouponListPage)),
    couponDetail: page(() => import('./coupon-detail-page').then((m) => m.CouponDetailPage)),
    couponGrantList: page(() => import('./coupon-grant-list-page').then((m) => m.CouponGrantListPage)),
    couponGrantAdd: page(() => import('./coupon-grant-add-page').then((m) => m.CouponGrantAddPage)),
    couponGrantDetail: page(() => import('./coupon-grant-detail-page').then((m) => m.CouponGrantDetailPage)),
    popularizeList: page(() => import('./promotions-page').then((m) => m.PromotionsPage)),
    popularizeAdd: page(() => import('./promotion-form-page').then((m) => m.PromotionFormPage)),
    popularizeDetails: page(() => import('./promotion-detail-page').then((m) => m.PromotionDetailPage)),
    feedback: page(() => import('./feedback-page').then((m) => m.FeedbackPage)),
    feedbackDetail: page(() => import('./feedback-detail-page').then((m) => m.FeedbackDetailPage)),
  },
  queues: feedbackQueues,
};
