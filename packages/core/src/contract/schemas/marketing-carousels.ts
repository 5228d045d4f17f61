import * as z from 'zod';
import { t } from '../../i18n/translate';
import { imageRefSchema } from './catalogue-common';
import { flagFilter, wholeNumber } from './catalogue-common';
import { flagSchema, idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { marketingRef, marketingTime, oneOf, oneOfFilter, openTime, requiredText } from './marketing-content-common';

/** Carousels (/operation-tools/slideshow): slides the member app shows, by position, in order, in a window. */

export const CAROUSEL_POSITIONS = ['home', 'serviceList', 'packageList', 'memberCenter'] as const;
export type CarouselPosition = (typeof CAROUSEL_POSITIONS)[number];
export const CAROUSEL_LINK_KINDS = ['none', 'service', 'package', 'coupon', 'url'] as const;
export type CarouselLinkKind = (typeof CAROUSEL_LINK_KINDS)[number];
export const CAROUSEL_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'sortOrder', 'displayFrom'] as const;
export const CAROUSEL_ORDER_MAX = 9999;

/**
 * Hosts a slide may link to (and their subdomains): the platform's own sites and its
 * official-account articles. A link elsewhere is refused, so a slide cannot send members to a
 * look-alike site.
 */
export const CAROUSEL_URL_HOSTS = ['careops.example', 'mp.weixin.qq.com'] as const;

/** Whether `host` is an allowed link host or a subdomain of one. */
export const carouselHostAllowed = (host: string) => CAROUSEL_URL_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

/**
 * The parts of an absolute web address that the allow-list looks at (core has no URL class):
 * scheme, whether it carries a user name or password, and the host in lower case. Answers
 * undefined for anything else (no scheme, spaces, an empty host).
 */
export function parseWebAddress(text: string): { scheme: string; credentials: boolean; host: string } | undefined {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#\s]*)([/?#]\S*)?$/.exec(text);
  if (!match) return undefined;
  const authority = match[2] ?? '';
  const at = authority.lastIndexOf('@');
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  const host = hostPort.replace(/:\d*$/, '').toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(host) || host.startsWith('.') || host.endsWith('.')) return undefined;
  return { scheme: (match[1] ?? '').toLowerCase(), credentials: at >= 0, host };
}

/** A link URL: https, no user name or password in it, on an allowed host; blank means none. */
export const carouselUrlSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: t('marketing.carousel.url') })
    .max(500, t('system.validate.tooLong', { max: 500 }))
    .superRefine((text, ctx) => {
      if (text === '') return;
      const url = parseWebAddress(text);
      if (!url) ctx.addIssue({ code: 'custom', message: t('marketing.carousel.url') });
      else if (url.scheme !== 'https') ctx.addIssue({ code: 'custom', message: t('marketing.carousel.urlHttps') });
      else if (url.credentials) ctx.addIssue({ code: 'custom', message: t('marketing.carousel.urlCredentials') });
      else if (!carouselHostAllowed(url.host)) ctx.addIssue({ code: 'custom', message: t('marketing.carousel.urlHost', { host: url.host, hosts: CAROUSEL_URL_HOSTS.join(', ') }) });
    }),
);

export const carouselListRequest = listRequest.extend({
  title: textFilter(60),
  position: oneOfFilter(CAROUSEL_POSITIONS),
  linkKind: oneOfFilter(CAROUSEL_LINK_KINDS),
  enabled: flagFilter,
  sort: sortRequest(CAROUSEL_SORT_FIELDS, 'sortOrder'),
});

export const carouselSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  position: z.string(),
  linkKind: z.string(),
  linkId: z.number().nullable(),
  linkUrl: z.string(),
  /** What the link opens, as people read it: a service's name, a URL… */
  linkLabel: z.string(),
  sortOrder: z.number(),
  displayFrom: z.number().nullable(),
  displayUntil: z.number().nullable(),
  /** 1 enabled, 0 disabled. */
  enabled: z.number(),
  image: imageRefSchema.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type CarouselSummary = z.infer<typeof carouselSummarySchema>;
export const carouselListResult = listPageOf(carouselSummarySchema);
export const getCarouselRequest = z.object({ carouselId: recordIdSchema });
export const carouselDetailSchema = carouselSummarySchema.extend({ imageUploadId: z.number(), createdBy: marketingRef.nullable() });
export type CarouselDetail = z.infer<typeof carouselDetailSchema>;

const windowInOrder = (value: { displayFrom?: number | null | undefined; displayUntil?: number | null | undefined }, ctx: z.RefinementCtx) => {
  if (value.displayFrom != null && value.displayUntil != null && value.displayUntil <= value.displayFrom) {
    ctx.addIssue({ code: 'custom', path: ['displayUntil'], message: t('marketing.content.endAfterStart') });
  }
};

/** The link fields agree: a record kind names an id, 'url' a URL, 'none' neither. */
const linkAgrees = (value: { linkKind?: CarouselLinkKind | undefined; linkId?: number | undefined; linkUrl?: string | undefined }, ctx: z.RefinementCtx) => {
  const kind = value.linkKind;
  if (kind === undefined) return;
  if ((kind === 'service' || kind === 'package' || kind === 'coupon') && value.linkId === undefined) ctx.addIssue({ code: 'custom', path: ['linkId'], message: t('marketing.carousel.linkIdRequired', { kind }) });
  if (kind === 'url' && !value.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: t('marketing.carousel.linkUrlRequired') });
};

const title = requiredText(60, t('marketing.carousel.titleRequired'));
const sortOrder = wholeNumber(0, CAROUSEL_ORDER_MAX, t('marketing.carousel.order', { max: CAROUSEL_ORDER_MAX }));

export const addCarouselRequest = z
  .object({
    title,
    imageUploadId: recordIdSchema,
    position: oneOf(CAROUSEL_POSITIONS),
    linkKind: oneOf(CAROUSEL_LINK_KINDS).default('none'),
    linkId: idFilter,
    linkUrl: carouselUrlSchema.default(''),
    sortOrder: sortOrder.default(0),
    displayFrom: openTime.default(null),
    displayUntil: openTime.default(null),
    enabled: flagSchema.default(true),
  })
  .superRefine((value, ctx) => {
    windowInOrder(value, ctx);
    linkAgrees(value, ctx);
  });

/** Only the fields sent change; a window bound sent blank opens that side. */
export const editCarouselRequest = z
  .object({
    carouselId: recordIdSchema,
    version: versionSchema,
    title: title.optional(),
    imageUploadId: recordIdSchema.optional(),
    position: oneOf(CAROUSEL_POSITIONS).optional(),
    linkKind: oneOf(CAROUSEL_LINK_KINDS).optional(),
    linkId: idFilter,
    linkUrl: carouselUrlSchema.optional(),
    sortOrder: sortOrder.optional(),
    displayFrom: openTime.optional(),
    displayUntil: openTime.optional(),
    enabled: flagSchema.optional(),
  })
  .superRefine((value, ctx) => {
    windowInOrder(value, ctx);
    linkAgrees(value, ctx);
  });

/** What the member app shows at `at` (default now), for one position or every position. */
export const carouselPreviewRequest = z.object({
  at: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), marketingTime.optional()),
  position: oneOfFilter(CAROUSEL_POSITIONS),
});
const previewSlide = z.object({ id: z.number(), title: z.string(), position: z.string(), rank: z.number(), sortOrder: z.number(), linkKind: z.string(), linkLabel: z.string(), image: imageRefSchema.nullable() });
export const CAROUSEL_HIDDEN_REASONS = ['disabled', 'notYet', 'ended', 'linkUnavailable'] as const;
export const carouselPreviewResult = z.object({
  at: z.number(),
  /** Shown, by position then order: `rank` is the place within its position, from 1. */
  list: z.array(previewSlide),
  /** Left out at that moment, with why. */
  hidden: z.array(z.object({ id: z.number(), title: z.string(), position: z.string(), reason: z.string() })),
});
export type CarouselPreview = z.infer<typeof carouselPreviewResult>;
