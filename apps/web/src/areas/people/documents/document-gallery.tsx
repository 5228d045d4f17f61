import { t, type MessageKey } from '@careops/core/i18n';
import { useState } from 'react';
import type { ReviewDocument } from './documents';
import { ImageViewer } from './image-viewer';

/**
 * A record's documents as thumbnails on its page; each opens the image viewer at itself
 * (Enter or a click), where the others are next and previous.
 */
export function DocumentGallery({ documents, title = 'people.ui.documents' }: { documents: readonly ReviewDocument[]; title?: MessageKey }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="documents-heading" className="space-y-2" data-testid="documents">
      <h2 id="documents-heading" className="text-base font-semibold text-gray-900">
        {t(title)} <span className="text-sm font-normal text-gray-600">({documents.length})</span>
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-gray-600">{t('people.ui.section.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {documents.map((d, i) => (
            <li key={d.key}>
              <button
                type="button"
                className="block w-full rounded border border-gray-200 bg-white p-2 text-left hover:border-primary focus:outline-2 focus:outline-primary-strong"
                onClick={() => setOpen(i)}
                data-testid="document-thumb"
              >
                <img src={d.url} alt="" loading="lazy" className="h-28 w-full rounded bg-gray-100 object-contain" />
                <span className="mt-1 block truncate text-xs text-gray-900">{d.label}</span>
                <span className="sr-only">{t('people.ui.viewer.open')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <ImageViewer documents={documents} start={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
