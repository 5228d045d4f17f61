import { t } from '@careops/core/i18n';
import {
  actionApplies,
  mayRunAction,
  readRecordAnswer,
  recordName,
  type RecordTypeOf,
  type ResourceAction,
  type ResourceDescriptor,
  type Row,
} from '@careops/core/resources';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';
import { usePageContextCommands } from '../../platform/keyboard/page-context';
import { ActionResults } from '../actions/action-results';
import { asksValues, recordContextEntries, type ContextOpener } from '../actions/context-commands';
import { DetailFields } from './detail-fields';
import { FormDialog } from '../form/form-dialog';
import { RecordHistory } from './record-history';
import { isPermissionDenied, mayCall } from '../resource-api';
import { QueryView } from '../query/query-state';
import { useQuery } from '../query/use-query';
import { useActionFlow, type ActionOutcome } from '../actions/use-action-flow';
import { useEscapeBack } from './use-escape-back';
import { useTabName } from './use-tab-name';
import { useRecordFollowsChanges } from '../live/follow-record-changes';

/** What the sections under a record's fields get: the record typed as its descriptor's endpoint answers it. */
export interface DetailContext<TRecord = Row> {
  record: TRecord;
  /** The record endpoint's whole answer (e.g. a message record's recipients page). */
  answer: unknown;
  reload(): void;
}

export interface DetailPageProps<D extends ResourceDescriptor = ResourceDescriptor> {
  /** A typed descriptor (`ResourceOf<…>`) gives the sections its record type. */
  resource: D;
  id: number;
  /** False while the page sits in a background tab: nothing reloads. */
  active: boolean;
  /** Where "back to the list" leads (the list with its filters). */
  backTo: string;
  /** The record's audit entity ('system_user'): its history shows to those who may read the audit trail. */
  historyEntity?: string;
  /** Sections under the fields: a user's sessions, a message's recipients. */
  children?(context: DetailContext<RecordTypeOf<D>>): ReactNode;
  /**
   * Actions with a face of the page's own (an order's nurse picker): their button and their
   * palette entry call this instead of the generic dialog.
   */
  actionFaces?: Readonly<Record<string, (context: DetailContext<RecordTypeOf<D>>) => void>>;
  /** More buttons beside the actions (what is not a descriptor action: a price-change request). */
  moreActions?(context: DetailContext<RecordTypeOf<D>>): ReactNode;
}

/** An action that reveals a masked field is offered beside that field, not among the actions. */
export const revealsField = (action: ResourceAction) => action.reveals !== undefined && typeof (action.reveals.field ?? action.body?.field) === 'string';

/**
 * The detail page of a resource descriptor: the record's fields (masked values masked, with a
 * reveal for those allowed to see them in full), the actions the user may run on it in its
 * state, edit through the FormDialog, the page's own sections, and the record's history.
 */
export function DetailPage<D extends ResourceDescriptor>({ resource, id, active, backTo, historyEntity, children, actionFaces, moreActions }: DetailPageProps<D>) {
  const { permissions } = useConsole();
  // The record endpoint's answer, which the server validated against the contract: the descriptor's record type.
  const typed = (record: Row) => record as RecordTypeOf<D>;
  const [reloads, setReloads] = useState(0);
  const { state: load, refresh } = useQuery(`${resource.id} ${id}`, (client, signal) => readRecordAnswer(client, resource, id, { silent: true, signal }), {
    enabled: active,
    onError: (error) => {
      // Gone on a reload: deleted by an action here, or by someone else.
      if (error.code === 'notFound' && reloads > 0) navigate(backTo);
      else if (isPermissionDenied(error)) toast.error(error.message);
    },
  });
  const reload = useCallback(() => {
    setReloads((n) => n + 1);
    refresh();
  }, [refresh]);
  const [editing, setEditing] = useState(false);
  // Changed elsewhere while shown: read again at once, or offer it while the user edits.
  const [changedElsewhere, setChangedElsewhere] = useState<'reloaded' | 'whileEditing' | null>(null);
  const shownVersion = typeof load.data?.record.version === 'number' ? load.data.record.version : undefined;
  useRecordFollowsChanges(resource.id, id, shownVersion, active, () => {
    if (load.status !== 'ready') return;
    if (editing) return setChangedElsewhere('whileEditing');
    setChangedElsewhere('reloaded');
    reload();
  });
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = load.data !== null;
  useEscapeBack(active, backTo);
  useTabName(load.data ? t('web.tabs.record', { what: t(resource.recordTitle), name: recordName(resource, load.data.record) }) : undefined);

  // Opened from a list (its focused row is now hidden): focus goes to the record's heading.
  useEffect(() => {
    if (ready && (document.activeElement === document.body || document.activeElement === null)) heading.current?.focus();
  }, [ready]);

  const flow = useActionFlow(resource, (done) => {
    setOutcome(done);
    reload();
  });
  // The palette runs an action that asks for values (or has the page's own face) through the page.
  const startRef = useRef(flow.start);
  startRef.current = flow.start;

  // The palette offers the same actions on this record (as registry commands); after one ran, the record reloads.
  const openRecord = load.data?.record ?? null;
  const openAnswer = load.data?.answer ?? null;
  const contextEntries = useMemo(() => {
    if (!openRecord) return [];
    const open: ContextOpener = (action) => {
      const face = actionFaces?.[action.id];
      if (face) return () => face({ record: typed(openRecord), answer: openAnswer, reload });
      return asksValues(action) ? () => void startRef.current(action, [openRecord]) : undefined;
    };
    return recordContextEntries(resource, openRecord, permissions, reload, revealsField, open);
  }, [resource, openRecord, openAnswer, permissions, reload, actionFaces]);
  usePageContextCommands(contextEntries, active);

  const back = (
    <a
      href={backTo}
      className="text-sm text-gray-900 underline decoration-primary-strong underline-offset-2 hover:text-primary-strong"
      onClick={(e) => {
        e.preventDefault();
        navigate(backTo);
      }}
      data-testid="detail-back"
    >
      ← {t('web.list.detail.back')}
    </a>
  );

  if (load.data === null) {
    return (
      <div className="space-y-4" data-testid="detail-page">
        {back}
        <QueryView state={load} onRetry={refresh} testId="detail" look={load.status === 'failed' ? 'box' : 'inline'}>
          {() => null}
        </QueryView>
      </div>
    );
  }

  const { record, answer } = load.data;
  const canEdit = resource.update !== undefined && mayCall(permissions, resource.update.endpoint);
  const actions = (resource.actions ?? []).filter((a) => !revealsField(a) && mayRunAction(permissions, a) && actionApplies(a, record));

  return (
    <div className="space-y-6" data-testid="detail-page" data-id={id}>
      <div className="space-y-2">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <h1 ref={heading} tabIndex={-1} className="mr-auto text-xl font-semibold text-gray-900 focus:outline-none" data-testid="detail-title">
            {t(resource.recordTitle)}: {recordName(resource, record)}
          </h1>
          <div role="group" aria-label={t('web.list.detail.actions')} className="flex flex-wrap gap-2">
            {canEdit && (
              <button type="button" className="btn-primary" onClick={() => setEditing(true)} data-testid="detail-edit">
                {t('web.list.detail.edit')}
              </button>
            )}
            {actions.map((action) => (
              <button
                key={action.id}
                type="button"
                className={action.danger ? 'btn-secondary border-danger text-danger' : 'btn-secondary'}
                disabled={flow.busy}
                onClick={() => {
                  const face = actionFaces?.[action.id];
                  if (face) face({ record: typed(record), answer, reload });
                  else void flow.start(action, [record]);
                }}
                data-testid={`action-${action.id}`}
              >
                {t(action.title)}
              </button>
            ))}
            {moreActions?.({ record: typed(record), answer, reload })}
          </div>
        </div>
      </div>
      <ActionResults outcome={outcome} onDismiss={() => setOutcome(null)} />
      {changedElsewhere === 'reloaded' && (
        <p className="text-sm text-gray-700" role="status" data-testid="detail-changed">
          {t('web.list.detail.changedElsewhere')}
        </p>
      )}
      {changedElsewhere === 'whileEditing' && (
        <div className="flex flex-wrap items-center gap-2 rounded border border-info bg-info-soft px-3 py-2 text-sm text-gray-900" role="alert" data-testid="detail-changed">
          <span className="mr-auto">{t('web.list.detail.changedWhileEditing')}</span>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setChangedElsewhere(null);
              reload();
            }}
            data-testid="detail-changed-reload"
          >
            {t('web.list.detail.reload')}
          </button>
        </div>
      )}
      <DetailFields resource={resource} record={record} />
      {children?.({ record: typed(record), answer, reload })}
      {historyEntity && mayCall(permissions, 'getRecordHistory') && <RecordHistory entity={historyEntity} entityId={id} version={record.version ?? reloads} />}
      {flow.element}
      {editing && (
        <FormDialog
          resource={resource}
          mode="update"
          recordId={id}
          open={editing}
          onOpenChange={setEditing}
          onSaved={() => {
            toast.success(t('web.list.form.saved'));
            reload();
          }}
        />
      )}
    </div>
  );
}
