import { t } from '@careops/core/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { CopyCommandButton } from './copy-command-button';
import { useExternalStore } from './external-store';
import { answerConfirm, pendingConfirmStore } from './confirm-store';
import { useReturnFocus } from './use-return-focus';

/** The yes/no dialog of confirmDialog (an alert dialog: focus trapped, Escape answers no). */
export function ConfirmDialogView() {
  const pending = useExternalStore(pendingConfirmStore);
  const returnFocus = useReturnFocus(pending !== null);
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && answerConfirm(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          role="alertdialog"
          data-testid="confirm-dialog"
          className="fixed top-1/3 left-1/2 z-[61] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 rounded bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-base font-semibold text-gray-900">{t('web.confirm.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-gray-700">{pending?.message}</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            {pending?.command && (
              <span className="mr-auto">
                <CopyCommandButton testId="confirm-copy-command" line={pending.command} />
              </span>
            )}
            <button type="button" data-testid="confirm-cancel" className="btn-secondary" onClick={() => answerConfirm(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" data-testid="confirm-ok" className="btn-primary" onClick={() => answerConfirm(true)}>
              {t('common.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
