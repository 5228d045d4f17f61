import { t } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';

/**
 * GET /demo/photos/:name — the demo data's service and waste photos, drawn on request as small
 * SVGs so the detail page's steps and the waste tasks show an image: `<kind>-<n>.svg` with kind
 * depart, arrive, start, finish, record or waste. Anything else is a 404. Public like any static
 * file: the pictures hold nothing but their kind.
 */

const NAME = /^(depart|arrive|start|finish|record|waste)-(\d{1,4})\.svg$/;
const COLORS: Record<string, string> = { depart: '#dbeafe', arrive: '#e0e7ff', start: '#dcfce7', finish: '#fef9c3', record: '#fce7f3', waste: '#fee2e2' };

export function demoPhotoSvg(kind: string, n: number): string {
  const fill = COLORS[kind] ?? '#f1f5f9';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect x="2" y="2" width="476" height="356" rx="14" fill="${fill}" stroke="#334155" stroke-width="3"/>
<circle cx="${120 + (n % 5) * 40}" cy="150" r="${40 + (n % 3) * 10}" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>
<text x="24" y="52" font-family="sans-serif" font-size="28" font-weight="bold" fill="#0f172a">${kind} #${n}</text>
<text x="24" y="330" font-family="sans-serif" font-size="16" fill="#64748b">${t('orders.server.demoPhoto')}</text>
</svg>`;
}

export function installDemoPhotos(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/demo/photos/:name', async (request, reply) => {
    const match = NAME.exec(request.params.name);
    if (!match) {
      const message = t('error.notFound', { what: request.params.name.slice(0, 80) });
      return reply.code(404).type('application/json; charset=utf-8').send({ resultcode: 102, msg: message, message });
    }
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(demoPhotoSvg(match[1] ?? '', Number(match[2])));
  });
}
