import { endpoints } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { recordIdOf, type ActionItem, type ResourceAction, type ResourceDescriptor, type Row } from '@careops/core/resources';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { CopyCommandButton } from '../../ui/copy-command-button';
import { useReturnFocus } from '../../ui/use-return-focus';
import { fieldBody, initialValues, problemsByField, type FormValue, type FormValues } from '../form/form-values';
import { ResourceFormFields } from '../form/resource-form';
import { chooseValue } from '../form/use-form-controller';

const dialogClass = 'fixed top-[15vh] left-1/2 z-[61] max-h-[80vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 overflow-auto rounded bg-white p-5 shadow-xl';

export interface ActionDialogProps {
  resource: ResourceDescriptor;
  action: ResourceAction;
  records: readonly Row[];
  /** The confirmation question, already worded. */
  question: string | null;
  onRun(values: Row): void;
  onCancel(): void;
}

/**
 * An action that takes values (a reset password's new password, optional): its question and
 * its fields, checked with the endpoint's request schema before it runs.
 */
export function ActionDialog({ resource, action, records, question, onRun, onCancel }: ActionDialogProps) {
  const fields = action.fields ?? [];
  const idPrefix = useId();
  const first = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const returnFocus = useReturnFocus(true);

  const run = () => {
    const given = fieldBody(fields, values, chooseValue);
    const sample = records[0];
    const probe: Row = { [action.idKey]: sample ? recordIdOf(resource, sample) : undefined, ...action.body, ...given };
    if (action.versionKey) probe[action.versionKey] = sample?.version ?? 1;
    const checked = endpoints[action.endpoint].request.safeParse(probe);
    if (!checked.success) {
      const problems = problemsByField(checked.error.issues, fields.map((f) => f.key));
      if (Object.keys(problems.fields).length > 0) {
        setErrors(problems.fields);
        return;
      }
    }
    onRun(given);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          className={dialogClass}
          data-testid="action-dialog"
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            first.current?.focus();
          }}
        >
          <Dialog.Title className="text-base font-semibold text-gray-900">{t(action.title)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{question ?? t('web.list.action.optionalValues')}</Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              run();
            }}
            onKeyDown={(e) => {
              // Ctrl+Enter (⌘Enter) runs it from any field, a reason's textarea included (as FormDialog saves).
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                run();
              }
            }}
          >
            <ResourceFormFields
              fields={fields}
              values={values}
              errors={errors}
              idPrefix={idPrefix}
              firstRef={first}
              onChange={(key: string, value: FormValue) => {
                setValues((v) => ({ ...v, [key]: value }));
                setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)));
              }}
            />
            <p className="text-xs text-gray-600">{t('web.list.action.blankHint')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <span className="mr-auto">
                <CopyCommandButton testId="action-copy-command" line={async () => (await import('../copy-as-command')).actionLine(resource, action, records, values)} />
              </span>
              <button type="button" className="btn-secondary" onClick={onCancel}>
                {t('common.cancel')}
              </button>
              <button type="submit" className={action.danger ? 'btn-primary bg-danger' : 'btn-primary'} data-testid="action-run">
                {t('common.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface RevealDialogProps {
  label: string;
  items: readonly ActionItem[];
  onClose(): void;
}

/** A value shown once (a generated password): each record's value, to copy before closing. */
export function RevealDialog({ label, items, onClose }: RevealDialogProps) {
  const returnFocus = useReturnFocus(true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content className={dialogClass} data-testid="reveal-dialog" onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="text-base font-semibold text-gray-900">{label}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{t('web.list.reveal.once')}</Dialog.Description>
          <dl className="mt-4 space-y-2">
            {items.map((item) => (
              <div key={item.input} className="flex flex-wrap items-baseline gap-3">
                <dt className="text-sm text-gray-700">{item.name}</dt>
                <dd className="rounded bg-gray-100 px-2 py-1 font-mono text-base text-gray-900 select-all" data-testid="revealed-value">
                  {item.revealed}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex justify-end">
            <Dialog.Close className="btn-primary" data-testid="reveal-close">
              {t('web.common.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
