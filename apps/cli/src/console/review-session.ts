import type { ApiClient } from '@careops/core/client';
import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import {
  appendRows,
  callEndpoint,
  committed,
  currentItem,
  decide,
  dueDecisions,
  emptyQueue,
  isRecord,
  moveCursor,
  pageFrom,
  readRecord,
  refused,
  runAction,
  sending,
  undo,
  UNDO_WINDOW_MS,
  type Decision,
  type PendingDecision,
  type QueueRow,
  type QueueState,
  type ResourceAction,
  type ResourceDescriptor,
  type Row,
} from '@careops/core/resources';

/** Items asked for per page (oldest submission first), as the web's review mode. */
const PAGE = 25;
/** Load the next page when this few items are left after the cursor. */
const LOW_WATER = 5;
/** Items after the cursor whose detail is fetched ahead. */
const AHEAD = 3;
const UNDER_REVIEW = 2;

export type ReviewStatus = 'loading' | 'ready' | 'failed';

const asRow = (value: unknown): QueueRow | null => (isRecord(value) && typeof value.id === 'number' ? (value as QueueRow) : null);

function decisionAction(d: ResourceDescriptor, decision: Decision): ResourceAction {
  const action = d.actions?.find((a) => a.id === decision);
  if (!action) throw new Error(`${d.id} has no ${decision} action`);
  return action;
}

/**
 * Review mode's data in the terminal, on core's queue (the web's review mode uses the same
 * functions): items under review oldest first, pages loaded ahead, each item's detail read a few
 * items ahead so the next one is on screen the moment a decision lands, and the delayed commit:
 * a decision is sent through core's resource runtime when its undo window closes, or at once
 * when review mode is left.
 */
export class ReviewSession {
  state: QueueState = emptyQueue;
  status: ReviewStatus = 'loading';
  error: string | null = null;
  /** Why the last decision was refused, for the status line. */
  notice: string | null = null;
  private readonly details = new Map<number, Row>();
  private readonly asked = new Set<number>();
  private readonly decidedIds = new Set<number>();
  private paging = { cursor: null as string | null, more: true, busy: false };
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly api: ApiClient,
    readonly resource: ResourceDescriptor,
    private readonly changed: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): QueueRow | undefined {
    return currentItem(this.state);
  }

  detailOf(id: number): Row | undefined {
    return this.details.get(id);
  }

  start(): void {
    void this.loadPage();
    this.timer = setInterval(() => this.tick(), 250);
  }

  decide(decision: Decision, reason: string): void {
    this.update(decide(this.state, decision, reason, this.now() + UNDO_WINDOW_MS));
  }

  /** Takes back the newest pending decision; null when there is none (already sent). */
  undo(): PendingDecision | null {
    const result = undo(this.state);
    if (result.undone) this.update(result.state);
    return result.undone;
  }

  move(delta: number): void {
    this.update(moveCursor(this.state, delta));
  }

  /** Sends every pending decision now and waits for the answers (leaving review mode, quitting). */
  async flush(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const pending of this.state.pending) this.track(this.send(pending));
    await Promise.all([...this.inFlight]);
  }

  /** Sends the decisions whose undo window closed. */
  tick(): void {
    for (const due of dueDecisions(this.state, this.now())) this.track(this.send(due));
    if (this.state.pending.length > 0) this.changed();
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private update(next: QueueState): void {
    this.state = next;
    if (this.status === 'ready' && next.items.length - next.cursor <= LOW_WATER) void this.loadPage();
    this.prefetch();
    this.changed();
  }

  private async loadPage(): Promise<void> {
    const p = this.paging;
    if (p.busy || !p.more) return;
    p.busy = true;
    try {
      const body: Row = { status: UNDER_REVIEW, sort: 'submittedAt', page: 1, limit: PAGE, ...(p.cursor ? { cursor: p.cursor } : {}) };
      const answer = await callEndpoint(this.api, this.resource.list.endpoint, body);
      const { list, total } = pageFrom(answer);
      p.cursor = isRecord(answer) && typeof answer.nextCursor === 'string' ? answer.nextCursor : null;
      p.more = p.cursor !== null && list.length === PAGE;
      const rows = list.map(asRow).filter((r): r is QueueRow => r !== null && r.status === UNDER_REVIEW);
      this.status = 'ready';
      this.error = null;
      this.state = appendRows(this.state, rows, total, this.decidedIds);
      this.prefetch();
    } catch (error) {
      if (this.status === 'loading') this.status = 'failed';
      this.error = messageOf(error);
    } finally {
      p.busy = false;
      this.changed();
    }
  }

  /** The detail of the item shown and the next few, read ahead. */
  private prefetch(): void {
    for (const row of this.state.items.slice(this.state.cursor, this.state.cursor + 1 + AHEAD)) {
      if (this.asked.has(row.id)) continue;
      this.asked.add(row.id);
      readRecord(this.api, this.resource, row.id).then(
        (record) => {
          this.details.set(row.id, record);
          this.changed();
        },
        () => this.asked.delete(row.id),
      );
    }
  }

  private async send(pending: PendingDecision): Promise<void> {
    const id = pending.row.id;
    this.decidedIds.add(id);
    this.state = sending(this.state, id);
    // The decision as the reviewer saw the item (its version): one record through the runtime.
    const values = pending.reason ? { reason: pending.reason } : {};
    const { items } = await runAction(this.api, this.resource, decisionAction(this.resource, pending.decision), [pending.row], { values });
    const item = items[0];
    if (item?.ok) {
      this.state = committed(this.state);
      this.changed();
      return;
    }
    const message = item?.message ?? t('resources.items.noAnswer');
    let fresh: QueueRow | null = null;
    try {
      const record = await readRecord(this.api, this.resource, id);
      fresh = record.status === UNDER_REVIEW ? asRow(record) : null;
      if (fresh) this.details.set(id, record);
    } catch {
      fresh = null;
    }
    if (fresh) this.decidedIds.delete(id);
    this.notice = message;
    this.state = refused(this.state, id, message, fresh);
    this.changed();
  }
}
