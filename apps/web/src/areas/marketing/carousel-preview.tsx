import type { CarouselPreview as Preview } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { carouselPositionEnum } from '@careops/core/resources';
import { useId, useState } from 'react';
import { QueryView } from '../../kit/query/query-state';
import { useQuery } from '../../kit/query/use-query';
import { callEndpoint } from '../../kit/resource-api';

const label = (value: string) => carouselPositionEnum.entries.find((e) => e.value === value)?.label ?? value;
const reasonText = (reason: string) => t(`marketing.res.preview.hidden.${reason}` as 'marketing.res.preview.hidden.disabled');

/** What the member app shows at a chosen moment: the slides of each position in order, and those left out with why. */
export function CarouselPreviewPanel({ active }: { active: boolean }) {
  const id = useId();
  const [at, setAt] = useState('');
  const [position, setPosition] = useState('');
  // datetime-local gives 'YYYY-MM-DDTHH:mm' as typed: the server reads it in the business time zone, as every time shown.
  const { state, refresh } = useQuery(
    `getCarouselPreview ${at || 'now'} ${position}`,
    (api, signal) => callEndpoint(api, 'getCarouselPreview', { ...(at ? { at } : {}), ...(position ? { position } : {}) }, { silent: true, signal }) as Promise<Preview>,
    { enabled: active },
  );
  return (
    <section className="mb-6 rounded border border-gray-200 bg-white p-4" aria-labelledby={`${id}-heading`} data-testid="carousel-preview">
      <h2 id={`${id}-heading`} className="mb-3 text-base font-semibold">
        {t('marketing.page.preview')}
      </h2>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="text-sm text-gray-700">
          {t('marketing.page.previewAt')}
          <input type="datetime-local" className="input ml-2" value={at} onChange={(e) => setAt(e.target.value)} data-testid="carousel-preview-at" />
        </label>
        <label className="text-sm text-gray-700">
          {t('marketing.res.field.position')}
          <select className="input ml-2" value={position} onChange={(e) => setPosition(e.target.value)} data-testid="carousel-preview-position">
            <option value="">{t('marketing.page.everyPosition')}</option>
            {carouselPositionEnum.entries.map((e) => (
              <option key={e.slug} value={e.value}>
                {e.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView state={state} onRetry={refresh} testId="carousel-preview-state" isEmpty={(data) => data.list.length === 0 && data.hidden.length === 0} emptyText={t('marketing.page.noSlides')}>
        {(data) => (
          <div className="grid gap-4 md:grid-cols-2">
            <ol className="space-y-2" aria-label={t('marketing.res.preview.shown')} data-testid="carousel-preview-shown">
              {data.list.map((slide) => (
                <li key={slide.id} className="flex items-center gap-3 text-sm">
                  <span className="w-28 shrink-0 text-gray-600">
                    {label(slide.position)} #{slide.rank}
                  </span>
                  {slide.image && <img src={slide.image.thumbnailUrl} alt="" className="h-10 w-20 rounded object-cover" />}
                  <span>{slide.title}</span>
                  <span className="text-gray-600">{slide.linkLabel}</span>
                </li>
              ))}
              {data.list.length === 0 && <li className="text-sm text-gray-600">{t('marketing.page.nothingShown')}</li>}
            </ol>
            <ul className="space-y-1 text-sm text-gray-600" aria-label={t('marketing.page.leftOut')} data-testid="carousel-preview-hidden">
              {data.hidden.map((slide) => (
                <li key={slide.id}>
                  {label(slide.position)} · {slide.title}: {reasonText(slide.reason)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryView>
    </section>
  );
}
