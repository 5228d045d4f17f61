import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import {
  confirmQuestion,
  itemsSummary,
  loadOptions,
  previewNames,
  recordName,
  resolveOption,
  runAction,
  type ActionRun,
  type ResourceAction,
  type ResourceDescriptor,
  type ResourceField,
  type Row,
} from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useConsoleEnv } from './console-context';
import { TextPrompt } from './text-prompt';
import { useKeys } from './use-keys';

export interface ActionFlowProps {
  resource: ResourceDescriptor;
  action: ResourceAction;
  /** The records on screen the action runs on (the open record, or the selection). */
  targets: readonly Row[];
  isActive: boolean;
  /** Closed: `ran` when something was written (the list reloads). */
  onClose(ran: boolean): void;
}

type Step = { kind: 'field'; index: number; error: string | null } | { kind: 'confirm' } | { kind: 'running'; done: number; total: number; dryRun: boolean } | { kind: 'results'; run: ActionRun; dryRun: boolean };

function choicesOf(field: ResourceField): string | undefined {
  if (field.options?.kind !== 'enumeration') return undefined;
  return t('console.action.choices', { choices: field.options.enumeration.entries.map((e) => e.slug).join(', ') });
}

/**
 * A descriptor action on records, as on the web: its fields asked one by one, the confirmation
 * (with a dry run on `d`), then core's runtime runs it and each record's result is listed.
 */
export function ActionFlow({ resource, action, targets, isActive, onClose }: ActionFlowProps) {
  const { api, theme } = useConsoleEnv();
  const fields = action.fields ?? [];
  const [step, setStep] = useState<Step>(fields.length > 0 ? { kind: 'field', index: 0, error: null } : { kind: 'confirm' });
  const [values, setValues] = useState<Row>({});
  const names = targets.map((r) => recordName(resource, r));
  const title = t(action.title);

  const run = (dryRun: boolean) => {
    setStep({ kind: 'running', done: 0, total: targets.length, dryRun });
    runAction(api, resource, action, targets, { values, dryRun, progress: (done, total) => setStep({ kind: 'running', done, total, dryRun }) }).then(
      (result) => setStep({ kind: 'results', run: result, dryRun }),
      (error: unknown) => setStep({ kind: 'results', run: { items: names.map((name, i) => ({ input: String(i), name, ok: false, message: messageOf(error) })) }, dryRun }),
    );
  };

  const submitField = async (field: ResourceField, index: number, raw: string) => {
    const text = raw.trim();
    try {
      if (text === '' && field.required) throw new Error(`${t(field.label)} ${t('validate.required')}`);
      const next = { ...values };
      if (text !== '') {
        if (field.options) next[field.key] = await resolveOption(text, field.options, (s) => loadOptions(api, s), { key: field.key, label: t(field.label) });
        else if (field.kind === 'number') next[field.key] = Number(text);
        else if (field.kind === 'boolean') next[field.key] = /^(y|yes|true|1)$/i.test(text);
        else next[field.key] = text;
      }
      setValues(next);
      setStep(index + 1 < fields.length ? { kind: 'field', index: index + 1, error: null } : { kind: 'confirm' });
    } catch (error) {
      setStep({ kind: 'field', index, error: messageOf(error) });
    }
  };

  useKeys(
    (input, key) => {
      if (step.kind === 'confirm') {
        if (input === 'y' || key.return) run(false);
        else if (input === 'd') run(true);
        else if (input === 'n' || key.escape) onClose(false);
      } else if (step.kind === 'results' && (key.return || key.escape)) {
        onClose(!step.dryRun && step.run.items.some((i) => i.ok));
      }
    },
    { isActive: isActive && (step.kind === 'confirm' || step.kind === 'results') },
  );

  if (step.kind === 'field') {
    const field = fields[step.index] as ResourceField;
    return (
      <TextPrompt
        key={field.key}
        label={`${title} · ${t(field.label)}${field.required ? ' *' : ''}`}
        help={choicesOf(field)}
        secret={field.secret === true || field.kind === 'password'}
        error={step.error}
        isActive={isActive}
        onSubmit={(value) => void submitField(field, step.index, value)}
        onCancel={() => onClose(false)}
      />
    );
  }
  if (step.kind === 'confirm') {
    const question = confirmQuestion(action, names) ?? t('console.action.ask', { action: title, names: previewNames(names) });
    return (
      <Box flexDirection="column">
        <Text bold color={action.danger ? theme.danger : theme.accent}>
          {question}
        </Text>
        <Text color={theme.dim}>{t('console.action.confirmKeys')}</Text>
      </Box>
    );
  }
  if (step.kind === 'running') return <Text>{t('console.action.running', { action: title, done: step.done, total: step.total })}</Text>;
  const { run: result, dryRun } = step;
  return (
    <Box flexDirection="column">
      <Text bold>{dryRun ? t('console.action.dryRunTitle') : title}</Text>
      {result.items.map((item, i) => (
        <Text key={i} wrap="truncate-end">
          <Text color={item.ok ? theme.ok : theme.danger}>{item.ok ? 'ok    ' : 'failed'}</Text> {item.message}
          {item.revealed ? ` ${item.revealed}` : ''}
        </Text>
      ))}
      {result.stopped ? <Text color={theme.danger}>{t('console.action.stopped', { message: result.stopped.message })}</Text> : null}
      <Text>{itemsSummary(result.items)}</Text>
      <Text color={theme.dim}>{t('console.action.close')}</Text>
    </Box>
  );
}
