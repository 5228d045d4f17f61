import { t } from '@careops/core/i18n';
import { formatCell, loadReasons, mayRunAction, rememberReason, valueAt, waitingCount, type ResourceDescriptor } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ReviewSession } from '../review-session';
import { fitCell } from '../table-layout';
import { useConsoleEnv } from './console-context';
import { TextPrompt } from './text-prompt';
import { useCaptureReport, useKeys } from './use-keys';

export interface ReviewViewProps {
  resource: ResourceDescriptor;
  height: number;
  width: number;
  isActive: boolean;
  onCapture(capturing: boolean): void;
  /** Escape: back, once the pending decisions are sent. */
  onLeave(): void;
  /** Hands the console a way to send pending decisions before it quits. */
  onSession(session: ReviewSession | null): void;
}

/** Items of the queue shown beside the current one. */
const SIDE_ITEMS = 8;

/**
 * Review mode in the terminal, as on the web: `a` approves, `r` rejects with a reason (↑/↓ bring
 * back recent reasons), `j`/`k` move, `u` takes the last decision back while its window is open,
 * Esc leaves (sending what is pending). The next items are read ahead.
 */
export function ReviewView({ resource, height, width, isActive, onCapture, onLeave, onSession }: ReviewViewProps) {
  const { api, user, permissions, reasons, theme, widthOf } = useConsoleEnv();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const session = useRef<ReviewSession | null>(null);
  session.current ??= new ReviewSession(api, resource, redraw);
  const queue = session.current;
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const userId = user?.userId ?? 0;
  const [recent, setRecent] = useState(() => loadReasons(reasons, userId, resource.id));
  const approve = resource.actions?.find((a) => a.id === 'approve');
  const canDecide = approve !== undefined && mayRunAction(permissions, approve);

  useEffect(() => {
    queue.start();
    onSession(queue);
    return () => {
      onSession(null);
      void queue.flush();
    };
  }, [queue, onSession]);
  useCaptureReport(onCapture, asking);

  const current = queue.current;
  // The item's title as the web's review mode gives it: "#12 · Li Na" (the first text column names it).
  const nameColumn = resource.list.columns.find((c) => c.key !== 'id' && (c.format ?? 'text') === 'text');
  const heading = (row: Record<string, unknown>) => `#${String(row.id)} · ${nameColumn ? String(valueAt(row, nameColumn.key) ?? '') : ''}`;

  useKeys(
    (input, key) => {
      if (key.escape) {
        void queue.flush().then(onLeave);
        return;
      }
      if (input === 'j' || key.downArrow) return queue.move(1);
      if (input === 'k' || key.upArrow) return queue.move(-1);
      if (input === 'u') {
        const undone = queue.undo();
        setNotice(undone ? t('people.ui.review.undone', { heading: heading(undone.row) }) : t('people.ui.review.nothingToUndo'));
        return;
      }
      if ((input === 'a' || input === 'r') && current) {
        if (!canDecide) return setNotice(t('people.ui.review.noPermission'));
        setNotice(null);
        if (input === 'a') queue.decide('approve', '');
        else setAsking(true);
      }
    },
    { isActive: isActive && !asking, split: true },
  );

  const detail = current ? queue.detailOf(current.id) : undefined;
  const shown = detail ?? current;
  const fields = resource.record?.fields ?? resource.list.columns;
  const labelWidth = Math.min(24, Math.max(4, ...fields.map((f) => widthOf(t(f.title)))));
  const sideWidth = width >= 100 ? 30 : 0;
  const mainWidth = width - sideWidth - (sideWidth ? 2 : 0);
  const last = queue.state.pending[queue.state.pending.length - 1];
  const fieldRows = Math.max(1, height - 6 - (asking ? 4 : 0));
  const problem = current ? queue.state.problems[current.id] : undefined;

  return (
    <Box flexDirection="column" height={height}>
      <Text wrap="truncate-end">
        <Text bold>{t('people.ui.review.title', { title: t(resource.title) })}</Text>
        {'  '}
        <Text color={theme.accent}>{t('console.review.counts', { waiting: waitingCount(queue.state), decided: queue.state.decided, pending: queue.state.pending.length })}</Text>
      </Text>
      {last ? (
        <Text color={theme.accent} wrap="truncate-end">
          {t('console.review.undoIn', {
            heading: heading(last.row),
            decision: last.decision === 'approve' ? t('people.ui.keys.approve') : t('people.ui.review.reject'),
            seconds: Math.max(0, Math.ceil((last.commitAt - Date.now()) / 1000)),
          })}
        </Text>
      ) : (
        <Text color={theme.dim}>{notice ?? queue.notice ?? ' '}</Text>
      )}
      {queue.status === 'loading' ? <Text color={theme.dim}>{t('common.loading')}</Text> : null}
      {queue.status === 'failed' ? <Text color={theme.danger}>{queue.error}</Text> : null}
      {queue.status === 'ready' && !current ? <Text>{t('people.ui.review.empty')}</Text> : null}
      {current && shown ? (
        <Box>
          <Box flexDirection="column" width={mainWidth}>
            <Text bold wrap="truncate-end">
              {heading(shown)}
            </Text>
            {problem ? <Text color={theme.danger}>{problem}</Text> : null}
            {detail ? null : <Text color={theme.dim}>{t('people.ui.review.loadingDocuments')}</Text>}
            {fields.slice(0, fieldRows).map((f) => (
              <Text key={f.key} wrap="truncate-end">
                <Text color={theme.dim}>{fitCell(t(f.title), labelWidth, widthOf)}</Text>
                {'  '}
                {formatCell(f, shown) || '—'}
              </Text>
            ))}
          </Box>
          {sideWidth ? (
            <Box flexDirection="column" width={sideWidth} marginLeft={2}>
              <Text bold>{t('people.ui.review.queue')}</Text>
              {queue.state.items.slice(queue.state.cursor, queue.state.cursor + SIDE_ITEMS).map((row, i) => (
                <Text key={row.id} inverse={i === 0} wrap="truncate-end">
                  {heading(row)}
                </Text>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
      {asking && current ? (
        <TextPrompt
          label={t('people.ui.reason.title', { heading: heading(shown ?? current) })}
          history={recent}
          help={t('people.ui.reason.describe')}
          isActive={isActive}
          onCancel={() => {
            setAsking(false);
            setNotice(t('common.cancelled'));
          }}
          onSubmit={(reason) => {
            if (reason.trim() === '') return;
            setAsking(false);
            setRecent(rememberReason(reasons, userId, resource.id, reason));
            queue.decide('reject', reason.trim());
          }}
        />
      ) : null}
    </Box>
  );
}
