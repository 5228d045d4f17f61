import { t } from '@careops/core/i18n';
import { appliesToSelection, mayRunAction, recordIdOf, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { usePageContextCommands } from '../../platform/keyboard/page-context';
import { toast } from '../../ui/toast-store';
import { ActionResults } from '../actions/action-results';
import { ColumnMenu } from './column-menu';
import { asksValues, selectionContextEntries, type ContextOpener } from '../actions/context-commands';
import { loadColumnKeys, saveColumnKeys, toggleColumn } from './column-prefs';
import { FilterBar } from './filter-bar';
import { ListPager } from './list-pager';
import { ListBody } from './list-body';
import { hasFilters, listRequestBody, readListState, writeListSearch, type ListState } from './list-state';
import { recordLink } from '../detail/record-link';
import { callEndpoint, isPermissionDenied, listAnswerOf, mayCall } from '../resource-api';
import { useActionFlow, type ActionOutcome } from '../actions/use-action-flow';
import { useCsvExport } from '../export/use-csv-export';
import { useQuery } from '../query/use-query';
import { useListKeys } from './use-list-keys';
import { useListFollowsChanges } from '../live/follow-record-changes';
import { CopyCommandButton } from '../../ui/copy-command-button';
import type { SavedView } from '@careops/core/contract';
import { SavedViewsMenu } from './saved-views-menu';
import { VIEW_COLUMNS_PARAM } from '../../platform/keyboard/saved-view-entries';

// The form code holds every endpoint's schemas: loaded with the first "add", not with the list.
const FormDialog = lazy(() => import('../form/form-dialog').then((m) => ({ default: m.FormDialog })));

export interface ListPageProps {
  resource: ResourceDescriptor;
  /** The list takes keys and loads only while true: its page is visible and nothing covers it. */
  active: boolean;
  /** Query parameters of the page kept when the list writes its own (e.g. `view=audit`). */
  keep?: Record<string, string>;
  /** The heading; default the resource's title. */
  heading?: string;
  /** More controls beside the heading (e.g. "send an announcement"). */
  toolbar?: ReactNode;
  /** Where a row leads, as is; default its descriptor `path` (merged into this page's query when it is this page). */
  linkOf?(row: Row): string | undefined;
  /** Offer the descriptor's create form in a dialog (default true; false when creating has a page of its own). */
  addInDialog?: boolean;
  /** Rows to call out (an overdue task), see ListTable. */
  rowTone?(row: Row): 'alert' | undefined;
  /** Export controls of the filtered set (the list's request body) in place of the generic CSV export (e.g. a streamed server export). */
  exportControls?(body: Row): ReactNode;
}

/**
 * The list page of a resource descriptor: filter bar synced to the URL (a filtered list is a
 * link; back/forward work), server-side sort and paging, row selection with the descriptor's
 * bulk actions and per-item results, column visibility kept per list, CSV export of the
 * filtered set, `j`/`k`/`x`/`Enter`/`/`, and empty, loading and error states.
 */
export function ListPage({ resource, active, keep, heading, toolbar, linkOf, addInDialog = true, exportControls, rowTone }: ListPageProps) {
  const { permissions } = useConsole();
  const { path, search } = usePage();
  const list = resource.list;
  const state = useMemo(() => readListState(list, search), [list, search]);
  const body = useMemo(() => listRequestBody(list, state), [list, state]);
  // Loads again whenever the request changes or the page becomes visible again (a background tab does not poll).
  const { state: query, refresh: reload } = useQuery(
    `${list.endpoint} ${JSON.stringify(body)}`,
    (api, signal) => callEndpoint(api, list.endpoint, body, { silent: true, signal }).then(listAnswerOf),
    {
      enabled: active,
      onError: (error) => {
        if (isPermissionDenied(error)) toast.error(error.message);
      },
    },
  );
  // A read because a record changed elsewhere keeps the rows as they are (no dimming) until its answer comes.
  const [liveRead, setLiveRead] = useState<'asked' | 'reading' | null>(null);
  useListFollowsChanges(
    resource.id,
    active,
    useCallback(() => {
      setLiveRead('asked');
      reload();
    }, [reload]),
  );
  useEffect(() => {
    if (liveRead === 'asked' && query.status === 'loading') setLiveRead('reading');
    else if (liveRead === 'reading' && query.status !== 'loading') setLiveRead(null);
  }, [liveRead, query.status]);
  const [shownKeys, setShownKeys] = useState(() => loadColumnKeys(resource.id, list.columns));
  const columns = useMemo(() => list.columns.filter((c) => shownKeys.includes(c.key)), [list.columns, shownKeys]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [cursor, setCursor] = useState(0);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [adding, setAdding] = useState(false);
  const rowRefs = useRef<Array<HTMLTableRowElement | null>>([]);
  const firstFilter = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const csv = useCsvExport(resource);
  const flow = useActionFlow(resource, (done) => {
    setOutcome(done);
    setSelected(new Set());
    reload();
  });
  const rows = query.data?.list ?? [];
  const bulkActions = (resource.actions ?? []).filter((a) => a.bulk && mayRunAction(permissions, a));
  const canAdd = addInDialog && resource.create !== undefined && mayCall(permissions, resource.create.endpoint);

  // A new page of rows: keep only selections still on it, and the cursor within it.
  const rowIds = rows.map((r) => recordIdOf(resource, r)).join(',');
  useEffect(() => {
    const ids = new Set(rowIds.split(',').filter(Boolean).map(Number));
    setSelected((s) => new Set([...s].filter((id) => ids.has(id))));
    setCursor((c) => Math.min(c, Math.max(0, ids.size - 1)));
  }, [rowIds]);

  // Coming back to the list (from a record shown in its place): focus returns to the cursor row.
  const returning = useRef(false);
  useEffect(() => {
    if (!active) returning.current = true;
  }, [active]);
  useEffect(() => {
    if (!active || !returning.current || query.status !== 'ready') return;
    returning.current = false;
    if (document.activeElement === document.body || document.activeElement === null) rowRefs.current[cursor]?.focus();
  }, [active, query.status, cursor]);

  const go = (next: ListState) => {
    setLiveRead(null);
    const query = writeListSearch(list, next, keep);
    navigate(query ? `${path}?${query}` : path);
  };
  const showColumns = (keys: readonly string[] | null) => {
    const known = (keys ?? []).filter((key) => list.columns.some((c) => c.key === key));
    if (known.length === 0) return;
    setShownKeys(known);
    saveColumnKeys(resource.id, known);
  };
  // A saved view: its columns, then its filters and sort (the first page).
  const applyView = (view: SavedView) => {
    showColumns(view.columns);
    go({ filters: view.filters, sort: view.sort, page: 1, limit: state.limit });
  };
  // Opened from the palette, a view's link carries its columns (`columns=a,b`).
  const linkedColumns = new URLSearchParams(search).get(VIEW_COLUMNS_PARAM);
  useEffect(() => {
    if (linkedColumns) showColumns(linkedColumns.split(','));
  }, [linkedColumns]);
  const hrefOf = (row: Row) => {
    if (linkOf) return linkOf(row);
    const target = resource.path?.(row);
    return target ? recordLink(path, search, target) : undefined;
  };
  const open = (row: Row) => {
    const href = hrefOf(row);
    if (href) navigate(href);
  };
  const toggle = (row: Row) => {
    const id = recordIdOf(resource, row);
    if (id === undefined) return;
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const moveCursor = (delta: number) => {
    if (rows.length === 0) return;
    const next = Math.min(rows.length - 1, Math.max(0, cursor + delta));
    setCursor(next);
    rowRefs.current[next]?.focus();
  };

  useListKeys(active, {
    // The first j/k takes focus to the cursor row; then they move it.
    next: () => moveCursor(rowRefs.current[cursor] === document.activeElement ? 1 : 0),
    previous: () => moveCursor(rowRefs.current[cursor] === document.activeElement ? -1 : 0),
    toggle: () => bulkActions.length > 0 && rows[cursor] && toggle(rows[cursor]),
    open: () => rows[cursor] && open(rows[cursor]),
    focusFilters: () => firstFilter.current?.focus(),
  });

  const selectedRows = useMemo(() => rows.filter((r) => selected.has(recordIdOf(resource, r) ?? -1)), [rows, selected, resource]);
  // The bar offers what applies to the selection (a lifecycle transition: to every selected row).
  const barActions = bulkActions.filter((a) => appliesToSelection(a, selectedRows));
  // The palette offers the bulk actions on the selection; after one ran, the selection clears and the list reloads.
  const afterContext = useCallback(() => {
    setSelected(new Set());
    reload();
  }, [reload]);
  // An action that asks for values (a required reason) opens the list's own dialog from the palette.
  const startRef = useRef(flow.start);
  startRef.current = flow.start;
  const contextEntries = useMemo(() => {
    const open: ContextOpener = (action) => (asksValues(action) ? () => void startRef.current(action, selectedRows) : undefined);
    return selectionContextEntries(resource, selectedRows, permissions, afterContext, open);
  }, [resource, selectedRows, permissions, afterContext]);
  usePageContextCommands(contextEntries, active);
  const toggleColumnShown = (key: string) =>
    setShownKeys((keys) => {
      const next = toggleColumn(list.columns, keys, key);
      saveColumnKeys(resource.id, next);
      return next;
    });
  const title = heading ?? t(resource.title);

  return (
    <div className="space-y-4" data-testid={`list-${resource.id}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold text-gray-900">{title}</h1>
        {toolbar}
        {canAdd && (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)} data-testid="list-add">
            {resource.create?.title ? t(resource.create.title) : t('resources.command.add', { record: t(resource.recordTitle) })}
          </button>
        )}
        {exportControls ? (
          exportControls(body)
        ) : (
          <button
            type="button"
            className="btn-secondary"
            disabled={csv.progress !== null || query.status === 'failed'}
            onClick={() => void csv.run(body, columns)}
            data-testid="list-export"
          >
            {csv.progress ? t('web.list.exporting', { done: csv.progress.done, total: csv.progress.total }) : t('web.list.export')}
          </button>
        )}
        <SavedViewsMenu resource={resource} path={path} state={state} shownKeys={shownKeys} active={active} onApply={applyView} />
        <CopyCommandButton testId="list-copy-command" line={async () => (await import('../copy-as-command')).listLine(resource, state)} />
        <ColumnMenu columns={list.columns} shown={shownKeys} onToggle={toggleColumnShown} />
      </div>
      {list.filters.length > 0 && (
        <FilterBar
          list={list}
          applied={state.filters}
          firstRef={firstFilter}
          onApply={(filters) => go({ ...state, filters, page: 1 })}
          onLeave={() => {
            const row = rowRefs.current[cursor];
            if (row) row.focus();
            else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          }}
        />
      )}
      {selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded border border-primary bg-primary-soft px-3 py-2 text-sm" data-testid="bulk-bar" role="region" aria-label={t('web.list.bulk')}>
          <span className="mr-auto font-medium text-gray-900" data-testid="selected-count">
            {t('web.list.selected', { count: selected.size })}
          </span>
          {barActions.map((action) => (
            <button
              key={action.id}
              type="button"
              className={action.danger ? 'btn-secondary border-danger text-danger' : 'btn-secondary'}
              disabled={flow.busy}
              onClick={() => void flow.start(action, selectedRows)}
              data-testid={`bulk-${action.id}`}
            >
              {t(action.title)}
            </button>
          ))}
          <button type="button" className="btn-secondary" onClick={() => setSelected(new Set())} data-testid="bulk-clear">
            {t('web.list.clearSelection')}
          </button>
        </div>
      )}
      <ActionResults outcome={outcome} onDismiss={() => setOutcome(null)} />
      <ListBody
        query={query}
        filtered={hasFilters(state)}
        onRetry={reload}
        onClearFilters={() => go({ ...state, filters: {}, page: 1 })}
        table={{
          resource,
          columns,
          rows,
          busy: query.status === 'loading' && liveRead === null,
          caption: title,
          sort: state.sort,
          onSort: (key) => go({ ...state, page: 1, sort: { key, order: state.sort?.key === key && state.sort.order === 'asc' ? 'desc' : 'asc' } }),
          selectable: bulkActions.length > 0,
          selected,
          onToggle: toggle,
          onToggleAll: () => setSelected((s) => (rows.every((r) => s.has(recordIdOf(resource, r) ?? -1)) ? new Set() : new Set(rows.map((r) => recordIdOf(resource, r) ?? -1)))),
          cursor,
          onCursor: setCursor,
          hrefOf,
          onOpen: open,
          rowRefs,
          ...(rowTone ? { rowTone } : {}),
        }}
      />
      {query.status !== 'failed' && (
        <ListPager page={state.page} limit={state.limit} total={query.data?.total} sizes={list.pageSizes} onChange={(next) => go({ ...state, ...next })} />
      )}
      <p className="text-xs text-gray-600">{t('web.list.keys')}</p>
      {flow.element}
      {adding && (
        <Suspense fallback={null}>
          <FormDialog
            resource={resource}
            mode="create"
            open={adding}
            onOpenChange={setAdding}
            onSaved={() => {
              toast.success(t('web.list.form.saved'));
              reload();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
