import type { SavedView } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { ResourceDescriptor } from '@careops/core/resources';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { failureText } from '../../platform/errors/api-failure';
import { asCareOpsError } from '../query/query-runner';
import { toast } from '../../ui/toast-store';
import { useReturnFocus } from '../../ui/use-return-focus';
import { useQuery } from '../query/use-query';
import type { ListState } from './list-state';

export interface SavedViewsMenuProps {
  resource: ResourceDescriptor;
  /** The list page's path, kept with the view so the palette can open it. */
  path: string;
  state: ListState;
  shownKeys: readonly string[];
  active: boolean;
  onApply(view: SavedView): void;
}

/** The list's saved views (yours and the team's): open one, or save what is shown now under a name. */
export function SavedViewsMenu({ resource, path, state, shownKeys, active, onApply }: SavedViewsMenuProps) {
  const views = useQuery(`savedViews ${resource.id}`, (api, signal) => api.call('getSavedViews', { resource: resource.id }, { silent: true, signal }), { enabled: active });
  const [saving, setSaving] = useState(false);
  const list = views.state.data?.list ?? [];
  return (
    <>
      {list.length > 0 && (
        <select
          aria-label={t('daily.views.label')}
          className="field-input w-auto"
          value=""
          data-testid="list-views"
          onChange={(e) => {
            const view = list.find((v) => String(v.id) === e.target.value);
            if (view) onApply(view);
          }}
        >
          <option value="">{t('daily.views.choose')}</option>
          {list.map((view) => (
            <option key={view.id} value={view.id}>
              {view.mine ? view.name : t('daily.views.sharedBy', { name: view.name, owner: view.owner.name })}
            </option>
          ))}
        </select>
      )}
      <button type="button" className="btn-secondary" onClick={() => setSaving(true)} data-testid="list-save-view">
        {t('daily.views.save')}
      </button>
      {saving && (
        <SaveViewDialog
          resource={resource}
          path={path}
          state={state}
          shownKeys={shownKeys}
          mine={list.filter((v) => v.mine)}
          onClose={(saved) => {
            setSaving(false);
            if (saved) views.refresh();
          }}
        />
      )}
    </>
  );
}

function SaveViewDialog({ resource, path, state, shownKeys, mine, onClose }: { resource: ResourceDescriptor; path: string; state: ListState; shownKeys: readonly string[]; mine: readonly SavedView[]; onClose(saved: boolean): void }) {
  const { api } = useConsole();
  const id = useId();
  const returnFocus = useReturnFocus(true);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // The same name again replaces your view, at the version this page read.
      const existing = mine.find((v) => v.name === name.trim());
      await api.call('saveView', { resource: resource.id, name, path, shared, filters: state.filters, sort: state.sort, columns: [...shownKeys], ...(existing ? { version: existing.version } : {}) }, { silent: true });
      toast.success(t('daily.views.saved', { name: name.trim() }));
      onClose(true);
    } catch (failure) {
      setError(failureText(asCareOpsError(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content onCloseAutoFocus={returnFocus} data-testid="save-view-dialog" className="fixed top-[15vh] left-1/2 z-[61] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 rounded bg-white p-5 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">{t('daily.views.saveTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{t('daily.views.saveDescription')}</Dialog.Description>
          <form noValidate className="mt-4 space-y-4" onSubmit={(e) => void submit(e)}>
            <div>
              <label htmlFor={`${id}-name`} className="field-label">{t('daily.views.name')}</label>
              <input id={`${id}-name`} className="field-input" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} data-testid="save-view-name" />
              {error && <p id={`${id}-error`} className="field-error" data-testid="save-view-error">{error}</p>}
            </div>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} data-testid="save-view-shared" />
              {t('daily.views.shared')}
            </label>
            <div className="flex justify-end gap-2">
              <Dialog.Close className="btn-secondary" type="button">{t('common.cancel')}</Dialog.Close>
              <button type="submit" className="btn-primary" disabled={busy} data-testid="save-view-submit">{t('common.confirm')}</button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
