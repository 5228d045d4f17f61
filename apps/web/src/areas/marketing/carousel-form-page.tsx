import { routes } from '@careops/core/permissions';
import { carouselsResource } from '@careops/core/resources';
import { usePage } from '../../platform/shell/page-context';
import { ContentFormPage } from './content-form-page';

/** /operation-tools/slideshow-update/:id: a slide's form; saving opens the slide. */
export function CarouselFormPage() {
  const { params } = usePage();
  const id = Number(params.id);
  return <ContentFormPage resource={carouselsResource} id={id} back={routes.carouselDetail.path({ id })} saved={(saved) => routes.carouselDetail.path({ id: saved })} />;
}
