import { routes } from '@careops/core/permissions';
import { promotionsResource } from '@careops/core/resources';
import { usePage } from '../../platform/shell/page-context';
import { ContentFormPage } from './content-form-page';
import { NEW_PROMOTION_ID } from './promotions-page';

/** /operation-tools/popularize-add/:id: a new promotion (id 0) or an existing one's form; saving opens its details. */
export function PromotionFormPage() {
  const { params } = usePage();
  const raw = Number(params.id);
  const id = Number.isInteger(raw) && raw > NEW_PROMOTION_ID ? raw : undefined;
  return (
    <ContentFormPage
      resource={promotionsResource}
      id={id}
      back={id === undefined ? routes.promotionList.path({}) : routes.promotionDetail.path({ id })}
      saved={(saved) => routes.promotionDetail.path({ id: saved })}
    />
  );
}
