import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useReturnFocus } from '../../../ui/use-return-focus';

const dialogClass = 'fixed top-[10vh] left-1/2 z-[61] max-h-[85vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 overflow-auto rounded bg-white p-5 shadow-xl';

export interface OrderDialogProps {
  title: string;
  description: string;
  testId: string;
  onClose(): void;
  /** Receives focus when the dialog opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The orders pages' dialogs (Radix: focus trapped, Escape closes, focus returns to the opener). */
export function OrderDialog({ title, description, testId, onClose, initialFocus, children }: OrderDialogProps) {
  const returnFocus = useReturnFocus(true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          className={dialogClass}
          data-testid={testId}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(e) => {
            if (!initialFocus?.current) return;
            e.preventDefault();
            initialFocus.current.focus();
          }}
        >
          <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
