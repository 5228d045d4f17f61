import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';
import { carouselPositionEnum } from './enumerations';

const args = z.object({ at: z.string().trim().optional(), position: z.string().trim().optional() });

const positionLabel = (value: unknown) => carouselPositionEnum.entries.find((e) => e.value === value)?.label ?? String(value);

/**
 * `careops carousels preview [--at TIME] [--position P]`: the slides the member app shows at that
 * moment, by position and order, and those left out with why.
 */
export const carouselPreviewCommand: AnyCommandDef = {
  id: 'carousels.preview',
  get title() {
    return t('marketing.res.carousels.preview');
  },
  group: 'marketing',
  keywords: ['carousel', 'slides', 'preview', 'banner'],
  cli: ['carousels', 'preview'],
  args,
  get argHelp() {
    return { at: t('marketing.res.preview.at'), position: t('marketing.res.field.position') };
  },
  permission: endpointRoutes.getCarouselPreview.permission,
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof args>;
    const position = a.position ? (carouselPositionEnum.entries.find((e) => e.slug === a.position)?.value ?? a.position) : undefined;
    const answer = await callEndpoint(ctx.api, 'getCarouselPreview', { ...(a.at ? { at: a.at } : {}), ...(position ? { position } : {}) });
    const r = isRecord(answer) ? answer : {};
    const shown = (Array.isArray(r.list) ? r.list : []).filter(isRecord);
    const hidden = (Array.isArray(r.hidden) ? r.hidden : []).filter(isRecord);
    const rows = [
      ...shown.map((s) => ({ position: positionLabel(s.position), rank: Number(s.rank), id: Number(s.id), title: String(s.title), shown: t('marketing.res.preview.shown') })),
      ...hidden.map((h) => ({ position: positionLabel(h.position), rank: null, id: Number(h.id), title: String(h.title), shown: t(`marketing.res.preview.hidden.${String(h.reason)}` as 'marketing.res.preview.hidden.disabled') })),
    ];
    return {
      kind: 'table',
      columns: [
        { key: 'position', title: t('marketing.res.field.position') },
        { key: 'rank', title: t('marketing.res.preview.rank') },
        { key: 'id', title: t('resources.field.id') },
        { key: 'title', title: t('marketing.res.field.title') },
        { key: 'shown', title: t('marketing.res.preview.state') },
      ],
      rows,
      total: rows.length,
      data: [r],
    };
  },
};
