import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { recordIdOf, recordName, type ResourceAction, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isReviewable } from '../console-model';
import { keepInView, moveListCursor, startCursor, toggleSelected, type ListCursor } from '../list-cursor';
import { loadListPage, LIST_PAGE_SIZE, type ListPage } from '../list-data';
import { actionByShortcut, actionsFor } from '../record-actions';
import { ActionFlow } from './action-flow';
import { ActionMenu } from './action-menu';
import { useConsoleEnv } from './console-context';
import { DataTable } from './data-table';
import { TextPrompt } from './text-prompt';
import { useCaptureReport, useKeys } from './use-keys';

export interface ListViewProps {
  resource: ResourceDescriptor;
  /** The filter the list opens with (flags of `careops <noun> list`, or words). */
  initialFilter?: string;
  /** Lines the view may take, and cells per line. */
  height: number;
  width: number;
  isActive: boolean;
  /** The view takes every key (a prompt or a menu is open): the console's own keys pause. */
  onCapture(capturing: boolean): void;
  onOpen(record: Row): void;
  onReview(): void;
}

type Mode = { kind: 'browse' } | { kind: 'filter' } | { kind: 'menu' } | { kind: 'action'; action: ResourceAction };
type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: ListPage; loadedPages: number };

/** Lines around the table: its header, the status line, and room for a prompt or a menu. */
const CHROME = 2;
/** When the cursor comes this close to the last loaded row, the next page is loaded. */
const LOAD_AHEAD = 40;

/**
 * A descriptor's list as a table that fits the terminal: `j`/`k` and the arrows move, PgUp/PgDn
 * move a screen, `/` filters (the list command's flags, or words for the name), `x` selects,
 * `Enter` opens the record, `.` lists the actions on the record or the selection and an action's
 * shortcut runs it, `v` opens review mode on a review queue.
 */
export function ListView({ resource, initialFilter = '', height, width, isActive, onCapture, onOpen, onReview }: ListViewProps) {
  const { model, ctx, permissions, theme } = useConsoleEnv();
  const [filter, setFilter] = useState(initialFilter);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [cursor, setCursor] = useState<ListCursor>(startCursor);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  const [attempt, setAttempt] = useState(0);
  const loadingMore = useRef(false);
  const tableHeight = Math.max(1, height - CHROME - 1 - (mode.kind === 'browse' ? 0 : 8));

  useCaptureReport(onCapture, mode.kind !== 'browse');

  useEffect(() => {
    let live = true;
    setLoaded((l) => (l.status === 'ready' ? l : { status: 'loading' }));
    loadListPage(model, ctx, resource, filter, 1).then(
      (page) => {
        if (!live) return;
        setLoaded({ status: 'ready', page, loadedPages: 1 });
        setCursor((c) => keepInView(c, page.rows.length, tableHeight));
      },
      (error: unknown) => live && setLoaded({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // tableHeight is read once per load; a resize re-clamps below.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [model, ctx, resource, filter, attempt]);

  const rows = loaded.status === 'ready' ? loaded.page.rows : [];
  const records = loaded.status === 'ready' ? loaded.page.records : [];

  // Resized: the cursor stays on screen.
  useEffect(() => setCursor((c) => keepInView(c, rows.length, tableHeight)), [tableHeight, rows.length]);

  const loadMore = useCallback(() => {
    if (loaded.status !== 'ready' || loadingMore.current || loaded.page.rows.length >= loaded.page.total) return;
    if (loaded.page.rows.length < loaded.loadedPages * LIST_PAGE_SIZE) return;
    loadingMore.current = true;
    const next = loaded.loadedPages + 1;
    loadListPage(model, ctx, resource, filter, next).then(
      (page) => {
        loadingMore.current = false;
        setLoaded((l) => (l.status === 'ready' ? { status: 'ready', page: { ...l.page, rows: [...l.page.rows, ...page.rows], records: [...l.page.records, ...page.records], total: page.total }, loadedPages: next } : l));
      },
      () => {
        loadingMore.current = false;
      },
    );
  }, [loaded, model, ctx, resource, filter]);

  // A ref: several keys may arrive in one input, each moving from where the last left it.
  const position = useRef(cursor);
  position.current = cursor;
  const move = (delta: number) => {
    const next = moveListCursor(position.current, delta, rows.length, tableHeight);
    position.current = next;
    setCursor(next);
    if (next.cursor >= rows.length - LOAD_AHEAD) loadMore();
  };

  const current = records[cursor.cursor];
  const currentAt = () => records[position.current.cursor];
  const selection = records.filter((r) => {
    const id = recordIdOf(resource, r);
    return id !== undefined && selected.has(id);
  });
  const targets = selection.length > 0 ? selection : current ? [current] : [];
  const actions = actionsFor(resource, permissions, targets);
  const targetName = selection.length > 0 ? t('console.actions.selection', { count: selection.length }) : current ? `${t(resource.recordTitle)} ${recordName(resource, current)}` : '';

  useKeys(
    (input, key) => {
      if (input === 'j' || key.downArrow) return move(1);
      if (input === 'k' || key.upArrow) return move(-1);
      if (key.pageDown || (key.ctrl && input === 'd')) return move(tableHeight);
      if (key.pageUp || (key.ctrl && input === 'u')) return move(-tableHeight);
      if (key.home || input === 'g') return move(-rows.length);
      if (key.end || input === 'G') return move(rows.length);
      if (input === '/') return setMode({ kind: 'filter' });
      if (key.ctrl && input === 'r') return setAttempt((a) => a + 1);
      const here = currentAt();
      if (input === 'x' && here) {
        const id = recordIdOf(resource, here);
        if (id !== undefined) setSelected((s) => toggleSelected(s, id));
        return move(1);
      }
      if (key.return && here) return onOpen(here);
      if (input === '.') return setMode({ kind: 'menu' });
      if (input === 'v' && isReviewable(resource)) return onReview();
      const action = actionByShortcut(actions, input);
      if (action) setMode({ kind: 'action', action });
    },
    { isActive: isActive && mode.kind === 'browse', split: true },
  );

  const status = (() => {
    if (loaded.status === 'loading') return t('common.loading');
    if (loaded.status === 'failed') return t('console.list.failed', { message: loaded.message });
    const parts = [t('console.list.count', { shown: rows.length, total: loaded.page.total })];
    if (selected.size > 0) parts.push(t('console.list.selected', { count: selected.size }));
    if (filter) parts.push(t('console.list.filter', { text: filter }));
    return parts.join(' · ');
  })();

  return (
    <Box flexDirection="column" height={height}>
      {loaded.status === 'ready' && rows.length > 0 ? (
        <DataTable columns={loaded.page.columns} rows={rows} cursor={cursor.cursor} offset={cursor.offset} height={tableHeight} width={width} isSelected={(i) => {
          const id = records[i] === undefined ? undefined : recordIdOf(resource, records[i] as Row);
          return id !== undefined && selected.has(id);
        }} />
      ) : loaded.status === 'ready' ? (
        <Text color={theme.dim}>{t('console.list.empty')}</Text>
      ) : null}
      <Text color={loaded.status === 'failed' ? theme.danger : theme.dim} wrap="truncate-end">
        {status}
      </Text>
      {mode.kind === 'filter' ? (
        <TextPrompt
          label={t('web.list.filters')}
          initial={filter}
          help={t('console.list.filterPrompt', { command: `${resource.cli} list` })}
          isActive={isActive}
          onSubmit={(value) => {
            setMode({ kind: 'browse' });
            setCursor(startCursor);
            setSelected(new Set());
            setFilter(value.trim());
          }}
          onCancel={() => setMode({ kind: 'browse' })}
        />
      ) : null}
      {mode.kind === 'menu' ? (
        <ActionMenu actions={actions} target={targetName} isActive={isActive} onChoose={(action) => setMode({ kind: 'action', action })} onCancel={() => setMode({ kind: 'browse' })} />
      ) : null}
      {mode.kind === 'action' ? (
        <ActionFlow
          resource={resource}
          action={mode.action}
          targets={targets}
          isActive={isActive}
          onClose={(ran) => {
            setMode({ kind: 'browse' });
            if (ran) {
              setSelected(new Set());
              setAttempt((a) => a + 1);
            }
          }}
        />
      ) : null}
    </Box>
  );
}
