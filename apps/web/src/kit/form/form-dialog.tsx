import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { readRecord, type ResourceDescriptor, type ResourceField, type ResourceForm, type Row } from '@careops/core/resources';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { useReturnFocus } from '../../ui/use-return-focus';
import { formFields, type FormMode } from './form-values';
import { ResourceFormFields } from './resource-form';
import { useFormController, type FormController } from './use-form-controller';

/** Ctrl+Enter (⌘Enter) saves a form from any of its inputs. */
export function submitOnModEnter(controller: Pick<FormController, 'submit'>) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void controller.submit();
    }
  };
}

/** The form's messages: a stale version (with the reload), a problem of the form, a notice. */
export function FormMessages({ controller, canReload, onReloaded }: { controller: FormController; canReload: boolean; onReloaded?(): void }) {
  return (
    <>
      {controller.stale && (
        <div role="alert" data-testid="form-stale" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{controller.stale}</p>
          {canReload && (
            <button type="button" className="btn-secondary mt-2 px-3 py-1" onClick={() => void controller.reloadRecord().then(onReloaded)} data-testid="form-reload">
              {t('web.list.form.reload')}
            </button>
          )}
        </div>
      )}
      {controller.formError && (
        <p role="alert" data-testid="form-error" className="text-sm text-danger">
          {controller.formError}
        </p>
      )}
      {controller.notice && (
        <p role="status" data-testid="form-notice" className="text-sm text-gray-700">
          {controller.notice}
        </p>
      )}
    </>
  );
}

interface FormBodyProps {
  resource: ResourceDescriptor;
  form: ResourceForm;
  fields: ResourceField[];
  mode: FormMode;
  record: Row | undefined;
  onCancel(): void;
  onSaved(answer: unknown): void;
}

function FormBody({ resource, form, fields, mode, record, onCancel, onSaved }: FormBodyProps) {
  const { api } = useConsole();
  const idPrefix = useId();
  const first = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);
  const update = mode === 'update' ? resource.update : undefined;
  const id = record?.[resource.idKey ?? 'id'];
  const controller = useFormController({
    fields,
    endpoint: form.endpoint,
    mode,
    record,
    fixed: (current) =>
      update && current ? { [update.idKey]: current[resource.idKey ?? 'id'], ...(update.versionKey ? { [update.versionKey]: current.version } : {}) } : {},
    reload: typeof id === 'number' ? () => readRecord(api, resource, id, { silent: true }) : undefined,
    onSaved,
  });
  useEffect(() => first.current?.focus(), []);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void controller.submit();
      }}
      onKeyDown={submitOnModEnter(controller)}
      className="space-y-4"
      aria-busy={controller.busy}
    >
      <ResourceFormFields fields={fields} values={controller.values} errors={controller.errors} onChange={controller.setValue} idPrefix={idPrefix} firstRef={first} />
      <FormMessages controller={controller} canReload={typeof id === 'number'} onReloaded={() => first.current?.focus()} />
      <div className="flex items-center justify-end gap-2 border-t border-gray-200 pt-4">
        <span className="mr-auto text-xs text-gray-600">{t('web.list.form.saveHint')}</span>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={controller.busy} data-testid="form-submit">
          {controller.busy ? t('web.list.form.saving') : t('web.list.form.save')}
        </button>
      </div>
    </form>
  );
}

export interface FormDialogProps {
  resource: ResourceDescriptor;
  mode: FormMode;
  /** The record to edit; the dialog reads it afresh when it opens (its current version). */
  recordId?: number | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After a successful save, with the server's answer; the dialog closes. */
  onSaved(answer: unknown): void;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; record: Row | undefined };

/**
 * The add / edit dialog of a resource (a Radix dialog: focus trapped, Escape closes, focus
 * returns to what opened it): the descriptor's create or update fields, validated with core's
 * request schema before sending, server problems shown on their fields, a stale version
 * answered with a reload, Ctrl+Enter to save.
 */
export function FormDialog({ resource, mode, recordId, open, onOpenChange, onSaved }: FormDialogProps) {
  const { api } = useConsole();
  const form = mode === 'create' ? resource.create : resource.update;
  const returnFocus = useReturnFocus(open);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!open) return undefined;
    if (mode === 'create' || recordId === undefined) {
      setLoad({ state: 'ready', record: undefined });
      return undefined;
    }
    let live = true;
    setLoad({ state: 'loading' });
    readRecord(api, resource, recordId, { silent: true }).then(
      (record) => live && setLoad({ state: 'ready', record }),
      (error: unknown) => live && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, resource, mode, recordId, open]);

  if (!form) return null;
  const title = form.title ? t(form.title) : t(mode === 'create' ? 'resources.command.add' : 'resources.command.edit', { record: t(resource.recordTitle) });
  let body: ReactNode;
  if (load.state === 'loading') body = <p className="text-sm text-gray-600">{t('common.loading')}</p>;
  else if (load.state === 'failed')
    body = (
      <p role="alert" className="text-sm text-danger">
        {load.message}
      </p>
    );
  else
    body = (
      <FormBody
        resource={resource}
        form={form}
        fields={formFields(form.fields, mode)}
        mode={mode}
        record={load.record}
        onCancel={() => onOpenChange(false)}
        onSaved={(answer) => {
          onOpenChange(false);
          onSaved(answer);
        }}
      />
    );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="form-dialog"
          className="fixed top-[5vh] left-1/2 z-[61] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-auto rounded bg-white p-5 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-icon size-8" aria-label={t('web.common.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('web.list.form.description')}</Dialog.Description>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
