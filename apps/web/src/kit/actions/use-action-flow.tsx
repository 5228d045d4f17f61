import { t, type ResourceAction, type ResourceDescriptor } from '@careops/core';
import { useState, type ReactNode } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast-store';
import { ActionDialog, RevealDialog } from './action-dialogs';
import { runAction, type ItemResult } from './action-runner';
import { nameOf, type Row } from '../resource-api';

/** Names a confirmation lists before "…". */
const PREVIEW = 5;

/** The confirmation question of an action on records, with `{count}` and `{names}` filled. */
export function actionQuestion(resource: ResourceDescriptor, action: ResourceAction, records: readonly Row[]): string | null {
  if (!action.confirm) return null;
  const names = records.map((r) => nameOf(resource, r));
  const shown = names.length > PREVIEW ? `${names.slice(0, PREVIEW).join(', ')}, …` : names.join(', ');
  return t(action.confirm, { count: records.length, names: shown });
}

export interface ActionOutcome {
  action: ResourceAction;
  items: ItemResult[];
}

export interface ActionFlow {
  /** Asks (a confirmation, or the action's values), runs, then reports through `onDone`. */
  start(action: ResourceAction, records: readonly Row[]): Promise<void>;
  busy: boolean;
  /** The dialogs of the flow; render it once. */
  element: ReactNode;
}

/**
 * Running descriptor actions from the web: the question first (Radix confirmation, or a dialog
 * with the action's fields), then one call per record, then `onDone` with every item's result;
 * a revealed value (a generated password) is shown once in its own dialog.
 */
export function useActionFlow(resource: ResourceDescriptor, onDone: (outcome: ActionOutcome) => void): ActionFlow {
  const { api } = useConsole();
  const [asking, setAsking] = useState<{ action: ResourceAction; records: readonly Row[] } | null>(null);
  const [revealed, setRevealed] = useState<{ label: string; items: ItemResult[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const execute = async (action: ResourceAction, records: readonly Row[], values: Row) => {
    setBusy(true);
    try {
      const items = await runAction(api, resource, action, records, values);
      const shown = items.filter((i) => i.revealed !== undefined);
      if (action.reveals && shown.length > 0) setRevealed({ label: t(action.reveals.label), items: shown });
      onDone({ action, items });
    } finally {
      setBusy(false);
    }
  };

  const start = async (action: ResourceAction, records: readonly Row[]) => {
    if (records.length === 0 || busy) return;
    if (action.fields && action.fields.length > 0) {
      setAsking({ action, records });
      return;
    }
    const question = actionQuestion(resource, action, records);
    if (question && !(await confirmDialog(question))) {
      toast.info(t('common.cancelled'));
      return;
    }
    await execute(action, records, {});
  };

  const element = (
    <>
      {asking && (
        <ActionDialog
          resource={resource}
          action={asking.action}
          records={asking.records}
          question={actionQuestion(resource, asking.action, asking.records)}
          onCancel={() => {
            setAsking(null);
            toast.info(t('common.cancelled'));
          }}
          onRun={(values) => {
            const { action, records } = asking;
            setAsking(null);
            void execute(action, records, values);
          }}
        />
      )}
      {revealed && <RevealDialog label={revealed.label} items={revealed.items} onClose={() => setRevealed(null)} />}
    </>
  );

  return { start, busy, element };
}
