import * as Dialog from '@radix-ui/react-dialog';
import { t } from '@careops/core/i18n';
import { KeyCaps } from './key-caps';
import type { SheetSection } from './shortcut-sheet-model';

interface ShortcutSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  sections: SheetSection[];
  isMac: boolean;
}

/** The `?` sheet: every shortcut the user has, generated from the registry and the chord table. */
export function ShortcutSheet({ open, onOpenChange, sections, isMac }: ShortcutSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[50] bg-gray-900/40" />
        <Dialog.Content
          className="fixed left-1/2 top-[8vh] z-[51] flex max-h-[84vh] w-[min(760px,calc(100vw-2rem))] -translate-x-1/2 flex-col rounded-lg bg-white shadow-2xl ring-1 ring-gray-200"
          data-testid="shortcut-sheet"
        >
          <header className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-base font-semibold">{t('keyboard.sheet.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600">{t('keyboard.sheet.description')}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded px-2 py-1 text-sm text-gray-700 hover:bg-gray-100">{t('keyboard.sheet.close')}</Dialog.Close>
          </header>
          {/* Focusable so the sheet scrolls by keyboard when it is taller than the window. */}
          <div
            className="grid min-h-0 flex-1 gap-x-8 gap-y-5 overflow-y-auto px-5 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-[var(--careops-primary)] sm:grid-cols-2"
            tabIndex={0}
            role="region"
            aria-label={t('keyboard.sheet.title')}
          >
            {sections.map((s) => (
              <section key={s.id} aria-labelledby={`shortcut-sheet-${s.id}`} data-section={s.id}>
                <h3 id={`shortcut-sheet-${s.id}`} className="mb-2 text-xs font-medium uppercase tracking-wide text-gray-600">
                  {s.title}
                </h3>
                <ul className="space-y-1.5">
                  {s.rows.map((row, i) => (
                    <li key={i} className="flex items-center justify-between gap-3 text-sm">
                      <span className="text-gray-800">{row.label}</span>
                      <span className="flex shrink-0 items-center gap-1">
                        {row.keys.map((keys) => (
                          <KeyCaps key={keys} keys={keys} isMac={isMac} />
                        ))}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
