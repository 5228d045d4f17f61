import { t, type MessageKey } from '@careops/core/i18n';

/** One image a reviewer looks at: a qualification document, a side of a card. */
export interface ReviewDocument {
  key: string;
  label: string;
  url: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A nurse's or an application's `documents` ({ id, kind, url }), labelled by kind, in the server's (viewer) order. */
export function nurseDocuments(record: Record<string, unknown>): ReviewDocument[] {
  const list = Array.isArray(record.documents) ? record.documents.filter(isRecord) : [];
  return list
    .filter((d) => typeof d.url === 'string' && d.url !== '')
    .map((d, i) => ({ key: String(d.id ?? i), label: t(`people.ui.doc.${String(d.kind)}` as MessageKey), url: String(d.url) }));
}

/** A card's two sides. */
export function cardDocuments(record: Record<string, unknown>): ReviewDocument[] {
  const sides: ReviewDocument[] = [];
  if (typeof record.frontUrl === 'string' && record.frontUrl) sides.push({ key: 'front', label: t('people.ui.doc.card-front'), url: record.frontUrl });
  if (typeof record.backUrl === 'string' && record.backUrl) sides.push({ key: 'back', label: t('people.ui.doc.card-back'), url: record.backUrl });
  return sides;
}

/** Starts downloading and decoding images, so they show at once when the item comes up. */
export function preloadImages(urls: readonly string[]): void {
  for (const url of urls) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    void image.decode?.().catch(() => undefined);
  }
}
