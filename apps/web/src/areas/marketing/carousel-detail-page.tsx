import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { carouselsResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { callEndpoint, mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { toast } from '../../ui/toast-store';
import { CarouselImagePicker } from './carousel-image-picker';

/** /operation-tools/slideshow-detail/:id: the slide, its image (replaceable), edit (the page's own dialog; slideshow-update/:id is the same form as a page), and its history. */
export function CarouselDetailPage() {
  const { params, active } = usePage();
  const { api, permissions } = useConsole();
  const id = Number(params.id);
  const editable = mayCall(permissions, 'editCarousel') && mayCall(permissions, 'uploadImage');
  return (
    <div className="p-6">
      <DetailPage
        resource={carouselsResource}
        id={id}
        active={active}
        backTo={routes.carouselList.path({})}
        historyEntity="carousel"
      >
        {({ record, reload }) => (
          <section className="mt-6" aria-labelledby="carousel-image">
            <h2 id="carousel-image" className="mb-2 text-base font-semibold">
              {t('marketing.res.field.image')}
            </h2>
            {record.image ? (
              <a href={record.image.url} target="_blank" rel="noreferrer">
                <img src={record.image.thumbnailUrl} alt={record.title} className="h-40 rounded border border-gray-200 object-cover" data-testid="carousel-image" />
              </a>
            ) : (
              <p className="text-sm text-gray-600">{t('marketing.page.noImage')}</p>
            )}
            {editable && (
              <div className="mt-2">
                <CarouselImagePicker
                  label={t('marketing.page.replaceImage')}
                  testId="carousel-replace-image"
                  onUploaded={async (image) => {
                    await callEndpoint(api, 'editCarousel', { carouselId: record.id, version: record.version, imageUploadId: image.id });
                    toast.success(t('marketing.page.imageReplaced'));
                    reload();
                  }}
                />
              </div>
            )}
          </section>
        )}
      </DetailPage>
    </div>
  );
}
