import { endpointRoutes, type ServiceDetail, UPLOAD_IMAGE_TYPES, type UploadImageResult } from '@careops/core/contract';
import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useRef, useState } from 'react';
import { callEndpoint, mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';

/**
 * A service's cover and detail images: thumbnails, upload (the server checks the type from the
 * bytes and the size) and remove. Each change saves the service at the version shown, so a
 * change made meanwhile by someone else is refused (104) rather than overwritten.
 */
export function ServiceImages({ service, reload }: { service: ServiceDetail; reload(): void }) {
  const { api, permissions } = useConsole();
  const [busy, setBusy] = useState(false);
  const coverInput = useRef<HTMLInputElement>(null);
  const detailInput = useRef<HTMLInputElement>(null);
  const editable = mayCall(permissions, 'editService') && mayCall(permissions, 'uploadImage');

  const save = async (change: { coverUploadId?: number | null; detailUploadIds?: number[] }) => {
    await callEndpoint(api, 'editService', { serviceId: service.id, version: service.version, ...change });
    reload();
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      toast.success(t('catalogue.page.uploaded'));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File, into: 'cover' | 'detail') =>
    run(async () => {
      const form = new FormData();
      form.append('file', file, file.name);
      const image = await api.upload<UploadImageResult>(endpointRoutes.uploadImage.path, form);
      await save(into === 'cover' ? { coverUploadId: image.id } : { detailUploadIds: [...service.detailUploadIds, image.id] });
    });
  const picker = (into: 'cover' | 'detail', ref: typeof coverInput, label: string) => (
    <label className="btn-secondary cursor-pointer">
      {busy ? t('catalogue.page.uploading') : label}
      <input
        ref={ref}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={busy}
        data-testid={`service-upload-${into}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file, into);
        }}
      />
    </label>
  );

  return (
    <section className="mt-6" aria-labelledby="service-images" aria-busy={busy}>
      <h2 id="service-images" className="mb-2 text-base font-semibold">
        {t('catalogue.page.images')}
      </h2>
      <div className="flex flex-wrap items-start gap-6">
        <figure>
          <figcaption className="mb-1 text-sm text-gray-700">{t('catalogue.page.cover')}</figcaption>
          {service.cover ? (
            <a href={service.cover.url} target="_blank" rel="noreferrer">
              <img src={service.cover.thumbnailUrl} alt={t('catalogue.page.cover')} className="h-32 rounded border border-gray-200 object-cover" data-testid="service-cover" />
            </a>
          ) : (
            <p className="text-sm text-gray-600">{t('catalogue.page.noCover')}</p>
          )}
          {editable && (
            <div className="mt-2 flex gap-2">
              {picker('cover', coverInput, t('catalogue.page.uploadCover'))}
              {service.cover && (
                <button type="button" className="btn-secondary" disabled={busy} onClick={() => void run(() => save({ coverUploadId: null }))}>
                  {t('catalogue.page.removeImage')}
                </button>
              )}
            </div>
          )}
        </figure>
        <figure>
          <figcaption className="mb-1 text-sm text-gray-700">{t('catalogue.page.details')}</figcaption>
          {service.images.length ? (
            <ul className="flex flex-wrap gap-2">
              {service.images.map((image) => (
                <li key={image.id} className="flex flex-col items-start gap-1">
                  <a href={image.url} target="_blank" rel="noreferrer">
                    <img src={image.thumbnailUrl} alt={t('catalogue.page.details')} className="h-24 rounded border border-gray-200 object-cover" />
                  </a>
                  {editable && (
                    <button type="button" className="text-xs text-danger underline" disabled={busy} onClick={() => void run(() => save({ detailUploadIds: service.detailUploadIds.filter((id) => id !== image.id) }))}>
                      {t('catalogue.page.removeImage')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">{t('catalogue.page.noDetails')}</p>
          )}
          {editable && <div className="mt-2">{picker('detail', detailInput, t('catalogue.page.uploadDetail'))}</div>}
        </figure>
      </div>
      {editable && <p className="mt-2 text-xs text-gray-600">{t('catalogue.page.imageHelp')}</p>}
    </section>
  );
}
