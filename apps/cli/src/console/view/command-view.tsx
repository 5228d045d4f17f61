import { messageOf } from '@careops/core/client';
import { parseCommandLine, type CommandContext, type CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { itemsSummary } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useMemo, useState } from 'react';
import { keepInView, moveListCursor, startCursor, type ListCursor } from '../list-cursor';
import { useConsoleEnv } from './console-context';
import { DataTable } from './data-table';
import { TextPrompt } from './text-prompt';
import { useCaptureReport, useKeys } from './use-keys';

export interface CommandViewProps {
  /** The line the field starts with: the command's words (`careops` is implied). */
  initial: string;
  height: number;
  width: number;
  isActive: boolean;
  onCapture(capturing: boolean): void;
}

type Question = { kind: 'confirm'; message: string; answer(yes: boolean): void } | { kind: 'prompt'; label: string; secret: boolean; answer(value: string | null): void };
type Step = { kind: 'editing'; line: string; error: string | null } | { kind: 'running'; line: string } | { kind: 'done'; line: string; result: CommandResult } | { kind: 'failed'; line: string; message: string };

const cellText = (v: string | number | null) => (v === null ? '' : String(v));

/**
 * A registry command run from the palette: its `careops` line to complete (parsed by core's
 * parser, as the web terminal and `careops` parse it), then its result (table, record, text,
 * per-item results). The command asks through the console (confirmations, values).
 */
export function CommandView({ initial, height, width, isActive, onCapture }: CommandViewProps) {
  const env = useConsoleEnv();
  const { model, theme, server } = env;
  const [step, setStep] = useState<Step>({ kind: 'editing', line: initial, error: null });
  const [question, setQuestion] = useState<Question | null>(null);
  const [cursor, setCursor] = useState<ListCursor>(startCursor);

  useCaptureReport(onCapture, step.kind === 'editing' || question !== null);

  const ctx: CommandContext = useMemo(
    () => ({
      ...env.ctx,
      confirm: (message) => new Promise<boolean>((resolve) => setQuestion({ kind: 'confirm', message, answer: resolve })),
      prompt: (label, options) => new Promise<string>((resolve, reject) => setQuestion({ kind: 'prompt', label, secret: options?.secret === true, answer: (v) => (v === null ? reject(new Error(t('common.cancelled'))) : resolve(v)) })),
    }),
    [env.ctx],
  );

  const run = (line: string) => {
    const parsed = parseCommandLine(model.registry, line, ctx);
    if (!parsed.ok) return setStep({ kind: 'editing', line, error: parsed.error });
    setStep({ kind: 'running', line });
    parsed.command.run(ctx, parsed.args).then(
      (result) => setStep({ kind: 'done', line, result }),
      (error: unknown) => setStep({ kind: 'failed', line, message: messageOf(error) }),
    );
  };

  const result = step.kind === 'done' ? step.result : null;
  const tableRows = useMemo(() => (result?.kind === 'table' ? result.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cellText(v)]))) : []), [result]);
  const bodyHeight = Math.max(1, height - 3);

  useKeys(
    (input, key) => {
      if (question?.kind === 'confirm') {
        if (input === 'y' || key.return) question.answer(true);
        else if (input === 'n' || key.escape) question.answer(false);
        else return;
        setQuestion(null);
        return;
      }
      if (input === 'j' || key.downArrow) setCursor((c) => moveListCursor(c, 1, tableRows.length, bodyHeight));
      if (input === 'k' || key.upArrow) setCursor((c) => moveListCursor(c, -1, tableRows.length, bodyHeight));
      if (key.pageDown) setCursor((c) => moveListCursor(c, bodyHeight, tableRows.length, bodyHeight));
      if (key.pageUp) setCursor((c) => moveListCursor(c, -bodyHeight, tableRows.length, bodyHeight));
      if (input === 'e' && step.kind !== 'running') setStep({ kind: 'editing', line: step.line, error: null });
    },
    { isActive: isActive && (step.kind !== 'editing' || question?.kind === 'confirm') && question?.kind !== 'prompt' },
  );

  if (question?.kind === 'prompt') {
    return (
      <TextPrompt
        label={question.label}
        secret={question.secret}
        isActive={isActive}
        onSubmit={(value) => {
          setQuestion(null);
          question.answer(value);
        }}
        onCancel={() => {
          setQuestion(null);
          question.answer(null);
        }}
      />
    );
  }
  if (question?.kind === 'confirm') {
    return (
      <Box flexDirection="column">
        <Text bold>{question.message}</Text>
        <Text color={theme.dim}>y · n</Text>
      </Box>
    );
  }
  if (step.kind === 'editing') {
    return <TextPrompt key={step.line} label={t('console.commandLine.label')} initial={step.line} error={step.error} isActive={isActive} onSubmit={run} onCancel={() => setStep({ kind: 'failed', line: step.line, message: t('common.cancelled') })} />;
  }
  const title = <Text color={theme.dim}>{`careops ${step.line}`}</Text>;
  if (step.kind === 'running') return <Box flexDirection="column">{title}<Text>{t('common.loading')}</Text></Box>;
  if (step.kind === 'failed') return <Box flexDirection="column">{title}<Text color={theme.danger}>{step.message}</Text></Box>;
  const body = (() => {
    const r = step.result;
    switch (r.kind) {
      case 'table':
        return (
          <>
            <DataTable columns={r.columns} rows={tableRows} {...keepInView(cursor, tableRows.length, bodyHeight)} height={bodyHeight} width={width} isSelected={() => false} />
            <Text color={theme.dim}>{t('console.list.count', { shown: r.rows.length, total: r.total ?? r.rows.length })}</Text>
          </>
        );
      case 'record':
        return r.fields.map((f, i) => (
          <Text key={i} wrap="truncate-end">
            <Text color={theme.dim}>{f.label}</Text> {f.value}
          </Text>
        ));
      case 'text':
        return <Text>{r.text}</Text>;
      case 'items':
        return (
          <>
            {r.items.map((item, i) => (
              <Text key={i} wrap="truncate-end">
                <Text color={item.ok ? theme.ok : theme.danger}>{item.ok ? 'ok    ' : 'failed'}</Text> {item.id} {item.message}
              </Text>
            ))}
            <Text>{itemsSummary(r.items)}</Text>
          </>
        );
      case 'navigate':
        return <Text>{t('console.result.openInWeb', { url: `${server}${r.path}` })}</Text>;
      default:
        return <Text>{t('console.result.done')}</Text>;
    }
  })();
  return (
    <Box flexDirection="column" height={height}>
      {title}
      {body}
    </Box>
  );
}
