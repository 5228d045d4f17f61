import { t } from '@careops/core/i18n';
import { renderDescription } from './markdown';

/** A record's Markdown description, rendered (raw HTML shown as text, see markdown.ts). */
export function DescriptionSection({ text }: { text: string }) {
  return (
    <section className="mt-6" aria-labelledby="catalogue-description">
      <h2 id="catalogue-description" className="mb-2 text-base font-semibold">
        {t('catalogue.page.description')}
      </h2>
      {text.trim() ? (
        // eslint-disable-next-line react/no-danger -- rendered by markdown-it with raw HTML off
        <div className="prose max-w-none text-sm" data-testid="catalogue-description" dangerouslySetInnerHTML={{ __html: renderDescription(text) }} />
      ) : (
        <p className="text-sm text-gray-600">{t('catalogue.page.noDescription')}</p>
      )}
    </section>
  );
}
