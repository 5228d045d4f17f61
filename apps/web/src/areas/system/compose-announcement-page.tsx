import { t } from '@careops/core/i18n';
import { messagesResource } from '@careops/core/resources';
import { useEffect, useId, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { FormMessages, submitOnModEnter } from '../../kit/form/form-dialog';
import { isRecord } from '../../kit/resource-api';
import { ResourceFormFields } from '../../kit/form/resource-form';
import { useFormController } from '../../kit/form/use-form-controller';
import { toast } from '../../ui/toast-store';
import { appliesToTarget } from './announcement-targets';
import { COMPOSE_PATH } from './compose-path';

const form = messagesResource.create;

/**
 * /system/message/message-record/record: an announcement to a group of staff (everyone, a
 * role, a station or chosen people), sent through the server's message gateway; the fields are
 * the descriptor's create form. After sending, the record's page shows its delivery.
 */
export function ComposeAnnouncementPage() {
  const idPrefix = useId();
  const first = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);
  const controller = useFormController({
    fields: form?.fields ?? [],
    endpoint: form?.endpoint ?? 'sendAnnouncement',
    mode: 'create',
    applies: appliesToTarget,
    onSaved: (answer) => {
      if (!isRecord(answer) || typeof answer.id !== 'number') return;
      toast.success(t('web.system.compose.sent', { recipients: Number(answer.recipients), delivered: Number(answer.delivered), failed: Number(answer.failed) }));
      navigate(messagesResource.path?.({ id: answer.id }) ?? COMPOSE_PATH);
    },
  });
  useEffect(() => first.current?.focus(), []);
  if (!form) return null;

  return (
    <div className="max-w-2xl space-y-4 p-6">
      <h1 className="text-xl font-semibold text-gray-900">{t(form.title ?? 'resources.messages.send')}</h1>
      <form
        noValidate
        aria-busy={controller.busy}
        className="space-y-4 rounded border border-gray-200 bg-white p-5"
        onSubmit={(e) => {
          e.preventDefault();
          void controller.submit();
        }}
        onKeyDown={submitOnModEnter(controller)}
        data-testid="compose-form"
      >
        <ResourceFormFields
          fields={form.fields}
          values={controller.values}
          errors={controller.errors}
          onChange={controller.setValue}
          idPrefix={idPrefix}
          visible={appliesToTarget}
          firstRef={first}
        />
        <FormMessages controller={controller} canReload={false} />
        <div className="flex items-center justify-end gap-2 border-t border-gray-200 pt-4">
          <span className="mr-auto text-xs text-gray-600">{t('web.list.form.saveHint')}</span>
          <button type="submit" className="btn-primary" disabled={controller.busy} data-testid="form-submit">
            {controller.busy ? t('web.system.compose.sending') : t('web.system.compose.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
