import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { packagesResource, readRecord, type Row } from '@careops/core/resources';
import type { PackageDetail } from '@careops/core/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormMessages, submitOnModEnter } from '../../../kit/form/form-dialog';
import { formFields, type FormMode } from '../../../kit/form/form-values';
import { ResourceFormFields } from '../../../kit/form/resource-form';
import { useFormController } from '../../../kit/form/use-form-controller';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { useConsole } from '../../../platform/shell/console-context';
import { usePage } from '../../../platform/shell/page-context';
import { PackageItemsEditor } from './package-items-editor';
import { rowsOf } from './package-items-model';

const idOf = (answer: unknown) => (typeof answer === 'object' && answer !== null && typeof (answer as { id?: unknown }).id === 'number' ? (answer as { id: number }).id : undefined);

/** The package form: the descriptor's fields, with the items as rows (a service picked by search, its visits) instead of `12x4` text. */
function PackageForm({ mode, record }: { mode: FormMode; record?: PackageDetail }) {
  const { api, navigate } = useConsole();
  const idPrefix = useId();
  const first = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);
  const form = (mode === 'create' ? packagesResource.create : packagesResource.update) ?? packagesResource.create;
  const fields = useMemo(() => formFields(form?.fields ?? [], mode), [form, mode]);
  const before = fields.filter((f) => f.key === 'name');
  const after = fields.filter((f) => f.key !== 'name' && f.key !== 'items');
  const back = record ? routes.packageDetail.path({ id: record.id }) : (packagesResource.route ?? '/product/package');
  const controller = useFormController({
    fields,
    endpoint: form?.endpoint ?? 'addPackage',
    mode,
    record: record as Row | undefined,
    fixed: (current) => (mode === 'update' && current ? { packageId: current.id, version: current.version } : {}),
    ...(record ? { reload: () => readRecord(api, packagesResource, record.id, { silent: true }) } : {}),
    onSaved: (answer) => {
      const id = idOf(answer) ?? record?.id;
      navigate(id === undefined ? back : routes.packageDetail.path({ id }));
    },
  });
  useEffect(() => first.current?.focus(), []);
  const title = t(mode === 'create' ? 'resources.command.add' : 'resources.command.edit', { record: t(packagesResource.recordTitle) });

  return (
    <form
      noValidate
      className="max-w-2xl space-y-4"
      data-testid="package-form"
      aria-busy={controller.busy}
      onSubmit={(e) => {
        e.preventDefault();
        void controller.submit();
      }}
      onKeyDown={submitOnModEnter(controller)}
    >
      <h1 className="text-xl font-semibold text-gray-900">{record ? `${record.name}: ${title}` : title}</h1>
      <ResourceFormFields fields={before} values={controller.values} errors={controller.errors} onChange={controller.setValue} idPrefix={idPrefix} firstRef={first} />
      <PackageItemsEditor idPrefix={idPrefix} initial={rowsOf(record?.items)} onChange={(text) => controller.setValue('items', text)} error={controller.errors.items} />
      <ResourceFormFields fields={after} values={controller.values} errors={controller.errors} onChange={controller.setValue} idPrefix={idPrefix} />
      <FormMessages controller={controller} canReload={record !== undefined} onReloaded={() => first.current?.focus()} />
      <div className="flex items-center justify-end gap-2 border-t border-gray-200 pt-4">
        <span className="mr-auto text-xs text-gray-600">{t('web.list.form.saveHint')}</span>
        <button type="button" className="btn-secondary" onClick={() => navigate(back)}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={controller.busy} data-testid="form-submit">
          {controller.busy ? t('web.list.form.saving') : t('web.list.form.save')}
        </button>
      </div>
    </form>
  );
}

function EditPackage({ id, active }: { id: number; active: boolean }) {
  const { state, refresh } = useQuery(`getPackage ${id}`, (api, signal) => readRecord(api, packagesResource, id, { silent: true, signal }) as Promise<PackageDetail>, { enabled: active });
  return (
    <QueryView state={state} onRetry={refresh}>
      {(data) => <PackageForm key={data.version} mode="update" record={data} />}
    </QueryView>
  );
}

/** /product/edit-package and /product/update-package/:id: one form for a new package and an edit; saving opens its detail. */
export function PackageFormPage() {
  const { params, active } = usePage();
  return <div className="p-6">{params.id === undefined ? <PackageForm mode="create" /> : <EditPackage id={Number(params.id)} active={active} />}</div>;
}
