import { CareOpsError, type ReviewDecision } from '@careops/core/contract';
import type { Handler, HandlerContext } from '../http/handler-types';
import { notFoundOf, invalidField } from './people-access';
import { decideItem, outcomeMessage, type DecisionOutcome, type ReviewKind } from './review-decision';

/**
 * auditNurseExamine / auditAssistiveCard: one decision at the version the reviewer read, in
 * one transaction with its audit row. A re-run on an item already in the decision's state
 * answers `changed: false` ("already approved"); a decision the machine refuses → 101 naming
 * `decision`; an item decided by someone else since the caller's version → 104 saying by whom.
 */
async function decideOne(
  ctx: HandlerContext<{ version: number; decision: ReviewDecision; reason?: string | undefined }>,
  kind: ReviewKind,
  id: number,
) {
  const b = ctx.body;
  const auth = ctx.signedIn();
  const stations = kind === 'application' ? await auth.stationIds() : null;
  const outcome: DecisionOutcome = await ctx.mutate((trx, audit) =>
    decideItem(trx, ctx.services.dialect, kind, { id, decision: b.decision, reason: b.reason ?? '', actorId: auth.userId, now: Date.now(), stations, expectVersion: b.version }, audit),
  );
  const message = outcomeMessage(kind, b.decision, outcome);
  switch (outcome.kind) {
    case 'missing':
      throw notFoundOf(kind);
    case 'refused':
      throw invalidField('decision', message);
    case 'stale':
      throw new CareOpsError('staleVersion', message, { details: { status: outcome.status, version: outcome.version } });
    default:
      return { id, status: outcome.status, version: outcome.version, changed: outcome.kind === 'changed', message };
  }
}

export const auditNurseExamine: Handler<'auditNurseExamine'> = (ctx) => decideOne(ctx, 'application', ctx.body.applicationId);
export const auditAssistiveCard: Handler<'auditAssistiveCard'> = (ctx) => decideOne(ctx, 'card', ctx.body.cardId);
