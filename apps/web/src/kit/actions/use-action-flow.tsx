import { t } from '@careops/core/i18n';
import {
  confirmQuestion,
  recordName,
  runAction,
  type ActionItem,
  type ResourceAction,
  type ResourceDescriptor,
  type Row,
} from '@careops/core/resources';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast-store';

// The dialogs hold every endpoint's schemas: loaded when an action first asks or reveals.
const ActionDialog = lazy(() => import('./action-dialogs').then((m) => ({ default: m.ActionDialog })));
const RevealDialog = lazy(() => import('./action-dialogs').then((m) => ({ default: m.RevealDialog })));

/** The confirmation question of an action on records shown, named as the page names them. */
const actionQuestion = (resource: ResourceDescriptor, action: ResourceAction, records: readonly Row[]): string | null =>
  confirmQuestion(
    action,
    records.map((r) => recordName(resource, r)),
  );

export interface ActionOutcome {
  action: ResourceAction;
  items: ActionItem[];
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
 * with the action's fields), then core's resource runtime on the records as shown (their
 * versions), then `onDone` with every item's result; a revealed value (a generated password)
 * is shown once in its own dialog.
 */
export function useActionFlow(resource: ResourceDescriptor, onDone: (outcome: ActionOutcome) => void): ActionFlow {
  const { api } = useConsole();
  const [asking, setAsking] = useState<{ action: ResourceAction; records: readonly Row[] } | null>(null);
  const [revealed, setRevealed] = useState<{ label: string; items: ActionItem[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const execute = async (action: ResourceAction, records: readonly Row[], values: Row) => {
    setBusy(true);
    try {
      // Silent: the results panel shows every failure; 103/105/106 still reach the console.
      const { items } = await runAction(api, resource, action, records, { values, call: { silent: true } });
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
    const command = async () => (await import('../copy-as-command')).actionLine(resource, action, records);
    if (question && !(await confirmDialog(question, { command }))) {
      toast.info(t('common.cancelled'));
      return;
    }
    await execute(action, records, {});
  };

  const element = (
    <Suspense fallback={null}>
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
    </Suspense>
  );

  return { start, busy, element };
}
