import { PUBLIC } from '../permissions/permission-catalogue';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Carousels, promotions and feedback: path, method and the permission node a caller needs (docs/marketing.md). */
export const marketingContentRoutes = {
  // Carousels (/operation-tools/slideshow)
  getCarouselList: post('getCarouselList', 'slideshow'),
  getCarousel: post('getCarousel', 'slideshow'),
  getCarouselPreview: post('getCarouselPreview', 'slideshow'),
  addCarousel: post('addCarousel', 'slideshow.edit'),
  editCarousel: post('editCarousel', 'slideshow.edit'),
  // Promotions (/operation-tools/popularize-list)
  getPromotionList: post('getPromotionList', 'popularizeList'),
  getPromotion: post('getPromotion', 'popularizeList'),
  addPromotion: post('addPromotion', 'popularizeList.edit'),
  editPromotion: post('editPromotion', 'popularizeList.edit'),
  // The member app's report of a visit or a sign-up through a promotion's link.
  recordPromotionEvent: { path: '/api/app/recordPromotionEvent', method: 'POST', permission: PUBLIC } as const,
  // Feedback (/operation-tools/feedback)
  getFeedbackList: post('getFeedbackList', 'feedback'),
  getFeedback: post('getFeedback', 'feedback'),
  addFeedback: post('addFeedback', 'feedback.handle'),
  editFeedback: post('editFeedback', 'feedback.handle'),
  replyFeedback: post('replyFeedback', 'feedback.handle'),
  closeFeedback: post('closeFeedback', 'feedback.handle'),
};
