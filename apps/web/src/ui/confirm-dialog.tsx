import { lazy, Suspense, useState } from 'react';
import { pendingConfirmStore } from './confirm-store';
import { useExternalStore } from './external-store';

export { confirmDialog } from './confirm-store';

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView })));

/** Shows the questions asked with confirmDialog; the dialog's code loads with the first question. */
export function ConfirmHost() {
  const pending = useExternalStore(pendingConfirmStore);
  const [used, setUsed] = useState(false);
  if (pending && !used) setUsed(true);
  if (!used && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView />
    </Suspense>
  );
}
