import { countOn } from '../support/database';
import { insertCoupon, uploadPng } from '../marketing-content-support';
import type { MatrixArea } from './matrix-area';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Carousels, promotions and feedback in the permission matrix. Feedback concerns an order of
 * the studio manager's own studio (station scoping would refuse another); each reply or close
 * gets fresh feedback so it can succeed for every allowed role.
 */
export const marketingContentMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from carousels)',
    '(select coalesce(sum(version), 0) from carousels)',
    '(select count(*) from promotions)',
    '(select coalesce(sum(version), 0) from promotions)',
    '(select count(*) from feedback)',
    '(select coalesce(sum(version), 0) from feedback)',
    '(select count(*) from feedback_replies)',
  ],
  bodies: async ({ server, api }) => {
    const studioId = await countOn(server, "select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const orderId = await countOn(server, 'select min(id) from orders where studio_id = ?', [studioId]);
    const memberId = await countOn(server, 'select member_id from orders where id = ?', [orderId]);
    const imageUploadId = await uploadPng(server, api, 'admin');
    const couponId = await insertCoupon(server);
    const carousel = async () => api.ok('admin', 'addCarousel', { title: 'Matrix slide', imageUploadId, position: 'home' });
    const window = { startsAt: Date.now() - DAY, endsAt: Date.now() + DAY };
    const promotion = async () => api.ok('admin', 'addPromotion', { name: 'Matrix promotion', promoterKind: 'member', promoterId: memberId, couponId, ...window });
    const feedbackBody = { authorKind: 'member', memberId, category: 'service', content: 'Matrix feedback', orderId };
    const feedback = async () => api.ok('admin', 'addFeedback', feedbackBody);
    const first = await feedback();
    const firstCarousel = await carousel();
    const firstPromotion = await promotion();
    return {
      getCarouselList: async () => ({}),
      getCarousel: async () => ({ carouselId: firstCarousel.id }),
      getCarouselPreview: async () => ({ at: Date.now() }),
      addCarousel: async () => ({ title: 'Matrix slide', imageUploadId, position: 'serviceList' }),
      editCarousel: async () => {
        const c = await carousel();
        return { carouselId: c.id, version: c.version, sortOrder: 5 };
      },
      getPromotionList: async () => ({}),
      getPromotion: async () => ({ promotionId: firstPromotion.id }),
      addPromotion: async () => ({ name: 'Matrix promotion', promoterKind: 'member', promoterId: memberId, ...window }),
      editPromotion: async () => {
        const p = await promotion();
        return { promotionId: p.id, version: p.version, note: 'Matrix' };
      },
      getFeedbackList: async () => ({}),
      getFeedback: async () => ({ feedbackId: first.id }),
      addFeedback: async () => feedbackBody,
      editFeedback: async () => {
        const f = await feedback();
        return { feedbackId: f.id, version: f.version, category: 'nurse' };
      },
      replyFeedback: async () => {
        const f = await feedback();
        return { feedbackId: f.id, version: f.version, text: 'Matrix reply' };
      },
      closeFeedback: async () => {
        const f = await feedback();
        return { feedbackId: f.id, version: f.version };
      },
    };
  },
};
