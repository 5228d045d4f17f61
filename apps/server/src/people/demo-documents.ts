import { NURSE_DOCUMENT_KINDS } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/**
 * GET /demo/documents/:name — the demo data's document images, drawn on request as small SVGs
 * so the review pages' image viewer shows something real: `n<nurseId>-<kind>.svg` (one of the
 * six qualification documents) and `c<cardId>-front.svg` / `-back.svg` (assistive card sides),
 * each with the document's name and the person's. Anything else, or a record that does not
 * exist, is a 404. Public like any static file: the images hold no more than a name.
 */

const NAME = /^([nc])(\d{1,9})-([a-z-]{2,40})\.svg$/;
const CARD_SIDES = ['front', 'back'] as const;
const COLORS: Record<string, string> = {
  'id-front': '#dbeafe', 'id-back': '#e0e7ff', 'practice-licence': '#dcfce7', 'qualification-certificate': '#fef9c3',
  'employment-letter': '#fce7f3', 'staff-badge': '#ede9fe', front: '#cffafe', back: '#e2e8f0',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG of one document: its title, the holder's name and a reference line. */
export function documentSvg(title: string, person: string, reference: string, kind: string): string {
  const fill = COLORS[kind] ?? '#f1f5f9';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<rect x="4" y="4" width="632" height="392" rx="18" fill="${fill}" stroke="#334155" stroke-width="3"/>
<rect x="32" y="96" width="150" height="190" rx="8" fill="#ffffff" stroke="#94a3b8"/>
<circle cx="107" cy="160" r="36" fill="#cbd5e1"/><rect x="62" y="206" width="90" height="56" rx="28" fill="#cbd5e1"/>
<text x="32" y="62" font-family="sans-serif" font-size="30" font-weight="bold" fill="#0f172a">${escapeXml(title)}</text>
<text x="214" y="140" font-family="sans-serif" font-size="26" fill="#0f172a">${escapeXml(person)}</text>
<text x="214" y="184" font-family="monospace" font-size="18" fill="#475569">${escapeXml(reference)}</text>
<text x="214" y="276" font-family="sans-serif" font-size="16" fill="#64748b">${escapeXml(t('people.server.document.demo'))}</text>
</svg>`;
}

/** Resolves a demo document name to its title, person and reference; null when it names nothing. */
export async function demoDocument(services: Pick<Services, 'db'>, name: string): Promise<{ title: string; person: string; reference: string; kind: string } | null> {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, type, digits, kind] = match as unknown as [string, 'n' | 'c', string, string];
  const id = Number(digits);
  if (type === 'n') {
    if (!(NURSE_DOCUMENT_KINDS as readonly string[]).includes(kind)) return null;
    const nurse = await services.db.selectFrom('nurses').select(['name', 'certificate_no']).where('id', '=', id).executeTakeFirst();
    return nurse ? { title: t(`people.server.document.${kind as (typeof NURSE_DOCUMENT_KINDS)[number]}`), person: nurse.name, reference: nurse.certificate_no, kind } : null;
  }
  if (!(CARD_SIDES as readonly string[]).includes(kind)) return null;
  const card = await services.db.selectFrom('assistive_cards').select(['holder_name', 'card_no']).where('id', '=', id).executeTakeFirst();
  return card ? { title: t(`people.server.document.card-${kind as (typeof CARD_SIDES)[number]}`), person: card.holder_name, reference: card.card_no, kind } : null;
}

export function installDemoDocuments(app: FastifyInstance, services: Pick<Services, 'db'>): void {
  app.get<{ Params: { name: string } }>('/demo/documents/:name', async (request, reply) => {
    const doc = await demoDocument(services, request.params.name);
    if (!doc) return reply.code(404).type('application/json; charset=utf-8').send({ resultcode: 102, msg: t('error.notFound', { what: request.params.name.slice(0, 80) }), message: t('error.notFound', { what: request.params.name.slice(0, 80) }) });
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(documentSvg(doc.title, doc.person, doc.reference, doc.kind));
  });
}
