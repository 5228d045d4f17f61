import { REVIEW_REASON_MAX } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useReturnFocus } from '../../../ui/use-return-focus';

export interface ReasonDialogProps {
  /** e.g. "reject application #12 (Li Na)". */
  title: string;
  /** Reasons given lately, newest first. */
  recent: readonly string[];
  onSubmit(reason: string): void;
  onCancel(): void;
}

/**
 * The reject prompt of review mode: a reason (required: the applicant reads it), with the
 * reasons given lately offered — ↑/↓ in the field walk through them like a shell's history,
 * or pick one with its button — Enter rejects, Escape cancels.
 */
export function ReasonDialog({ title, recent, onSubmit, onCancel }: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [walk, setWalk] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), error: useId(), recent: useId() };
  const returnFocus = useReturnFocus(true);

  const submit = (value: string) => {
    const reason = value.trim();
    if (reason === '') return setError(t('people.contract.reasonRequired'));
    if (reason.length > REVIEW_REASON_MAX) return setError(t('system.validate.tooLong', { max: REVIEW_REASON_MAX }));
    onSubmit(reason);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || recent.length === 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowUp' ? Math.min(recent.length - 1, walk + 1) : Math.max(-1, walk - 1);
    setWalk(next);
    setText(next === -1 ? '' : (recent[next] ?? ''));
    setError(null);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          className="fixed top-[15vh] left-1/2 z-[61] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 rounded bg-white p-5 shadow-xl"
          data-testid="reason-dialog"
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            input.current?.focus();
          }}
        >
          <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700">{t('people.ui.reason.describe')}</Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              submit(text);
            }}
          >
            <label htmlFor={ids.input} className="block text-sm font-medium text-gray-900">
              {t('people.res.review.reason')}
            </label>
            <input
              id={ids.input}
              ref={input}
              value={text}
              maxLength={REVIEW_REASON_MAX + 20}
              autoComplete="off"
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              onKeyDown={onKeyDown}
              aria-invalid={error !== null}
              aria-describedby={[error ? ids.error : '', recent.length > 0 ? ids.recent : ''].filter(Boolean).join(' ') || undefined}
              className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
              data-testid="reason-input"
            />
            {error && (
              <p id={ids.error} className="text-sm text-danger" role="alert">
                {error}
              </p>
            )}
            {recent.length > 0 && (
              <div>
                <p id={ids.recent} className="text-xs text-gray-600">
                  {t('people.ui.reason.recent')}
                </p>
                <ul className="mt-1 flex flex-wrap gap-2" data-testid="recent-reasons">
                  {recent.map((reason) => (
                    <li key={reason}>
                      <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={() => submit(reason)} data-testid="recent-reason">
                        {reason}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="flex justify-end gap-2 pt-2">
              <button type="button" className="btn-secondary" onClick={onCancel}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="btn-primary bg-danger" data-testid="reason-submit">
                {t('people.ui.review.reject')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
