import * as Dialog from '@radix-ui/react-dialog';
import type { CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { CommandOutput } from './command-output';

export interface ShownResult {
  title: string;
  result: CommandResult;
}

interface ResultDialogProps {
  shown: ShownResult | null;
  onClose(): void;
  onOpen(path: string): void;
  canOpen(path: string): boolean;
}

/** Shows what a command run from the palette or a shortcut returned (text, record or table). */
export function ResultDialog({ shown, onClose, onOpen, canOpen }: ResultDialogProps) {
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[50] bg-gray-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-[12vh] z-[51] flex max-h-[76vh] w-[min(720px,calc(100vw-2rem))] -translate-x-1/2 flex-col rounded-lg bg-white shadow-2xl ring-1 ring-gray-200"
          data-testid="command-result"
          aria-describedby={undefined}
        >
          <header className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{shown?.title}</Dialog.Title>
            <Dialog.Close className="rounded px-2 py-1 text-sm text-gray-700 hover:bg-gray-100">{t('keyboard.result.close')}</Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-auto px-4 py-3">
            {shown && (
              <CommandOutput
                result={shown.result}
                canOpen={canOpen}
                onOpen={(path) => {
                  onClose();
                  onOpen(path);
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
