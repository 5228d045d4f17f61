import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { carouselsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { CarouselPreviewPanel } from './carousel-preview';

/** /operation-tools/slideshow: what the member app shows at a chosen moment, then every slide; a new slide starts from its image. */
export function CarouselsPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addCarousel') ? (
    <Link href={routes.carouselNew.path({})} className="btn-primary" data-testid="carousel-new">
      {t('marketing.page.newSlide')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <CarouselPreviewPanel active={active} />
      <ListPage resource={carouselsResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
