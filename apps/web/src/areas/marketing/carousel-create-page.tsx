import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { callEndpoint, isRecord } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { CarouselImagePicker } from './carousel-image-picker';

const titleFrom = (fileName: string) => (fileName.replace(/\.[^.]+$/, '').trim() || t('marketing.res.carousels.record')).slice(0, 60);

/**
 * /operation-tools/slideshow-create: a slide starts from its image. Once uploaded, the slide is
 * saved switched off (the member app never shows a half-made slide) and its form opens for the
 * title, position, link, order and window.
 */
export function CarouselCreatePage() {
  const { api, navigate } = useConsole();
  return (
    <div className="max-w-xl p-6">
      <h1 className="mb-2 text-lg font-semibold text-gray-900">{t('marketing.page.newSlide')}</h1>
      <p className="mb-4 text-sm text-gray-700">{t('marketing.page.newSlideHelp')}</p>
      <div className="flex items-center gap-3">
        <CarouselImagePicker
          label={t('marketing.page.chooseImage')}
          testId="carousel-new-image"
          onUploaded={async (image, fileName) => {
            const slide = await callEndpoint(api, 'addCarousel', { title: titleFrom(fileName), imageUploadId: image.id, position: 'home', enabled: false });
            if (isRecord(slide) && typeof slide.id === 'number') navigate(routes.carouselUpdate.path({ id: slide.id }));
          }}
        />
        <button type="button" className="btn-secondary" onClick={() => navigate(routes.carouselList.path({}))}>
          {t('common.cancel')}
        </button>
      </div>
      <p className="mt-2 text-xs text-gray-600">{t('marketing.page.imageRules')}</p>
    </div>
  );
}
