import { ResourcePage } from '../../kit/resource-page';
import { DocumentGallery } from './documents/document-gallery';
import { cardDocuments } from './documents/documents';
import { cardsReview } from './review/review-config';
import { ReviewablePage } from './review/reviewable-page';

/**
 * /assistive-card: disability-assistance cards (a card opens in the page, `?id=`, with its
 * two sides in the image viewer), approve/reject with a reason, and review mode (`?view=review`).
 */
export function AssistiveCardsPage() {
  return (
    <div className="p-6">
      <ReviewablePage
        config={cardsReview}
        list={(toolbar) => (
          <ResourcePage
            resource={cardsReview.resource}
            historyEntity="assistive_card"
            toolbar={toolbar}
            detail={({ record }) => <DocumentGallery documents={cardDocuments(record)} title="people.ui.card.sides" />}
          />
        )}
      />
    </div>
  );
}
