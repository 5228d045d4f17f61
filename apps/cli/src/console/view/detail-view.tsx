import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { formatCell, readRecord, recordIdOf, recordName, type ResourceAction, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { actionByShortcut, actionsFor } from '../record-actions';
import { fitCell } from '../table-layout';
import { ActionFlow } from './action-flow';
import { ActionMenu } from './action-menu';
import { useConsoleEnv } from './console-context';
import { useCaptureReport, useKeys } from './use-keys';

export interface DetailViewProps {
  resource: ResourceDescriptor;
  /** The row the list showed; the record is read fresh through the descriptor's record endpoint. */
  row: Row;
  height: number;
  width: number;
  isActive: boolean;
  onCapture(capturing: boolean): void;
}

type Mode = { kind: 'browse' } | { kind: 'menu' } | { kind: 'action'; action: ResourceAction };
type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; record: Row };

/** A record's detail: the descriptor's record fields as label and value lines (j/k scroll), its actions on `.` or their shortcuts. */
export function DetailView({ resource, row, height, width, isActive, onCapture }: DetailViewProps) {
  const { api, permissions, theme, widthOf } = useConsoleEnv();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [scroll, setScroll] = useState(0);
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  const [attempt, setAttempt] = useState(0);
  const id = recordIdOf(resource, row);

  useCaptureReport(onCapture, mode.kind !== 'browse');

  useEffect(() => {
    let live = true;
    if (!resource.record || id === undefined) {
      setLoaded({ status: 'ready', record: row });
      return undefined;
    }
    readRecord(api, resource, id).then(
      (record) => live && setLoaded({ status: 'ready', record }),
      (error: unknown) => live && setLoaded({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, resource, id, row, attempt]);

  const record = loaded.status === 'ready' ? loaded.record : row;
  const fields = resource.record?.fields ?? resource.list.columns;
  const labelWidth = Math.min(28, Math.max(...fields.map((f) => widthOf(t(f.title))), 4));
  const lines = fields.map((f) => ({ key: f.key, label: t(f.title), value: formatCell(f, record) || '—' }));
  const bodyHeight = Math.max(1, height - 2 - (mode.kind === 'browse' ? 0 : 8));
  const actions = loaded.status === 'ready' ? actionsFor(resource, permissions, [record]) : [];

  useKeys(
    (input, key) => {
      if (input === 'j' || key.downArrow) return setScroll((s) => Math.min(Math.max(0, lines.length - bodyHeight), s + 1));
      if (input === 'k' || key.upArrow) return setScroll((s) => Math.max(0, s - 1));
      if (key.pageDown) return setScroll((s) => Math.min(Math.max(0, lines.length - bodyHeight), s + bodyHeight));
      if (key.pageUp) return setScroll((s) => Math.max(0, s - bodyHeight));
      if (key.ctrl && input === 'r') return setAttempt((a) => a + 1);
      if (input === '.') return setMode({ kind: 'menu' });
      const action = actionByShortcut(actions, input);
      if (action) setMode({ kind: 'action', action });
    },
    { isActive: isActive && mode.kind === 'browse', split: true },
  );

  return (
    <Box flexDirection="column" height={height}>
      <Text bold wrap="truncate-end">
        {t(resource.recordTitle)} {recordName(resource, record)}
      </Text>
      {lines.slice(scroll, scroll + bodyHeight).map((line) => (
        <Text key={line.key} wrap="truncate-end">
          <Text color={theme.dim}>{fitCell(line.label, labelWidth, widthOf)}</Text>
          {'  '}
          {fitCell(line.value, Math.max(1, width - labelWidth - 2), widthOf).trimEnd()}
        </Text>
      ))}
      {loaded.status === 'failed' ? <Text color={theme.danger}>{t('console.detail.failed', { message: loaded.message })}</Text> : null}
      {loaded.status === 'loading' ? <Text color={theme.dim}>{t('common.loading')}</Text> : null}
      {mode.kind === 'menu' ? (
        <ActionMenu
          actions={actions}
          target={`${t(resource.recordTitle)} ${recordName(resource, record)}`}
          isActive={isActive}
          onChoose={(action) => setMode({ kind: 'action', action })}
          onCancel={() => setMode({ kind: 'browse' })}
        />
      ) : null}
      {mode.kind === 'action' ? (
        <ActionFlow
          resource={resource}
          action={mode.action}
          targets={[record]}
          isActive={isActive}
          onClose={(ran) => {
            setMode({ kind: 'browse' });
            if (ran) setAttempt((a) => a + 1);
          }}
        />
      ) : null}
    </Box>
  );
}
