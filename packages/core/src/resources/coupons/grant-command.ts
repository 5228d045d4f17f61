import * as z from 'zod';
import type { AnyCommandDef, CommandContext, CommandResult } from '../../commands/types';
import { CareOpsError } from '../../contract/careops-error';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { runtime } from '../../client/web-globals';
import { t } from '../../i18n/translate';
import { callEndpoint, isRecord, resolveRecordId } from '../runtime';
import { couponsResource } from './coupons';
import { grantKeyOf } from './grant-key';

/**
 * `careops coupons grant <coupon> --members-from-file FILE | --members 1,2 | --segment …`: one
 * grant job on the server, followed to its end with a progress bar; `--dry-run` shows how many
 * and who would receive the coupon. Exit 5 when some recipients were refused (partial).
 */

const POLL_MS = 250;
const SEGMENT_KEYS = { 'registered-from': 'registeredFrom', 'registered-to': 'registeredTo', 'ordered-service': 'orderedServiceId', 'no-order-days': 'noOrderDays' } as const;

const invalid = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

/** `registered-from=2026-01-01,no-order-days=30` → the request's segment fields. */
export function segmentFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    const key = SEGMENT_KEYS[name as keyof typeof SEGMENT_KEYS];
    if (!key || !value) throw invalid('segment', t('coupons.res.grant.segmentHelp'));
    out[key] = value;
  }
  if (!Object.keys(out).length) throw invalid('segment', t('coupons.res.grant.segmentHelp'));
  return out;
}

/** A file of member ids (every line a short number) or of phones (anything else: the server reads it). */
function fileSource(text: string): Record<string, string> {
  const lines = text.split(/\r?\n/).map((l) => (l.split(/[,;\t]/)[0] ?? '').trim()).filter(Boolean);
  const ids = lines.filter((l) => /^\d{1,10}$/.test(l));
  return ids.length && ids.length === lines.length ? { source: 'members', memberIds: ids.join(',') } : { source: 'phones', phones: text };
}

const args = z.object({
  coupon: z.string().trim().min(1),
  membersFromFile: z.string().trim().optional(),
  members: z.string().trim().optional(),
  segment: z.string().trim().optional(),
  dryRun: z.boolean().optional(),
  key: z.string().trim().optional(),
});

async function requestBody(ctx: CommandContext, input: z.infer<typeof args>): Promise<Record<string, unknown>> {
  const given = [input.membersFromFile, input.members, input.segment].filter((v) => v !== undefined && v !== '');
  if (given.length !== 1) throw invalid('members-from-file', t('coupons.res.grant.oneSource'));
  const couponId = await resolveRecordId(ctx.api, couponsResource, input.coupon);
  let source: Record<string, unknown>;
  if (input.membersFromFile) {
    const text = ctx.readInput ? await ctx.readInput(input.membersFromFile === '-' ? 'stdin' : { file: input.membersFromFile }) : null;
    if (text === null) throw invalid('members-from-file', t('coupons.res.grant.noFile', { file: input.membersFromFile }));
    source = fileSource(text);
  } else if (input.members) source = { source: 'members', memberIds: input.members };
  else source = { source: 'segment', ...segmentFields(input.segment ?? '') };
  const body = { couponId, ...source };
  return { ...body, idempotencyKey: input.key || grantKeyOf(body) };
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const refusalLabel = (reason: string) => t(`coupons.server.refusal.${reason}` as 'coupons.server.refusal.quantity');

function previewResult(answer: unknown): CommandResult {
  const a = isRecord(answer) ? answer : {};
  const refusals = Array.isArray(a.refusals) ? a.refusals.filter(isRecord) : [];
  const sample = Array.isArray(a.sample) ? a.sample.filter(isRecord) : [];
  return {
    kind: 'record',
    fields: [
      { label: t('coupons.res.field.coupon'), value: isRecord(a.coupon) ? String(a.coupon.name) : '' },
      { label: t('coupons.res.field.total'), value: String(num(a.total)) },
      { label: t('coupons.res.grant.wouldGrant'), value: String(num(a.wouldGrant)) },
      ...refusals.map((r) => ({ label: refusalLabel(String(r.reason)), value: String(num(r.count)) })),
      { label: t('coupons.res.grant.who'), value: sample.map((s) => `${String(s.nickname)} ${String(s.phone)}`).join(', ') + (num(a.wouldGrant) > sample.length ? ', …' : '') },
    ],
    data: answer,
  };
}

async function followGrant(ctx: CommandContext, grantId: number): Promise<Record<string, unknown>> {
  for (;;) {
    const grant = await callEndpoint(ctx.api, 'getCouponGrant', { grantId });
    const g = isRecord(grant) ? grant : {};
    ctx.progress?.(num(g.processed), num(g.total));
    if (g.status !== 'running') return g;
    await new Promise<void>((resolve) => runtime.setTimeout(resolve, POLL_MS));
  }
}

function grantResult(g: Record<string, unknown>): CommandResult {
  const refusals = Array.isArray(g.refusals) ? g.refusals.filter(isRecord) : [];
  return {
    kind: 'items',
    items: [
      { id: String(g.id), ok: true, message: t('coupons.res.grant.done', { id: String(g.id), granted: num(g.granted), total: num(g.total) }) },
      ...refusals.map((r) => ({ id: String(g.id), ok: false, message: `${refusalLabel(String(r.reason))}: ${num(r.count)}` })),
    ],
  };
}

export const couponGrantCommand: AnyCommandDef = {
  id: 'coupons.grant',
  get title() {
    return t('coupons.res.grant.title');
  },
  group: 'marketing',
  keywords: ['coupon', 'grant', 'give', 'members'],
  cli: ['coupons', 'grant'],
  args,
  positionals: ['coupon'],
  get argHelp() {
    return {
      coupon: t('coupons.res.grant.couponHelp'),
      membersFromFile: t('coupons.res.grant.fileHelp'),
      members: t('coupons.res.grant.membersHelp'),
      segment: t('coupons.res.grant.segmentHelp'),
      dryRun: t('coupons.res.grant.dryRunHelp'),
      key: t('coupons.res.grant.keyHelp'),
    };
  },
  permission: endpointRoutes.addCouponGrant.permission,
  faces: { palette: false },
  async run(ctx, input): Promise<CommandResult> {
    const a = input as z.infer<typeof args>;
    const body = await requestBody(ctx, a);
    if (a.dryRun) return previewResult(await callEndpoint(ctx.api, 'previewCouponGrant', body));
    const started = await callEndpoint(ctx.api, 'addCouponGrant', body);
    const grantId = isRecord(started) ? num(started.id) : 0;
    return grantResult(await followGrant(ctx, grantId));
  },
};
