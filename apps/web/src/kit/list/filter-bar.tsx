import { t } from '@careops/core/i18n';
import type { ResourceFilter, ResourceList } from '@careops/core/resources';
import { useEffect, useId, useState, type Ref } from 'react';
import { useOptionItems } from '../form/use-options';

export interface FilterBarProps {
  list: ResourceList;
  /** The filters in force (from the URL). */
  applied: Record<string, string>;
  /** Applies the typed filters (a new URL: back/forward walk through them). */
  onApply(filters: Record<string, string>): void;
  /** Receives the first input, for the `/` key. */
  firstRef?: Ref<HTMLInputElement & HTMLSelectElement>;
  /** Escape in a filter: focus goes back to the rows. */
  onLeave?(): void;
}

interface ControlProps {
  filter: ResourceFilter;
  draft: Record<string, string>;
  set(key: string, value: string): void;
  id: string;
  inputRef?: Ref<HTMLInputElement & HTMLSelectElement> | undefined;
}

function EnumControl({ filter, draft, set, id, inputRef }: ControlProps) {
  const { items } = useOptionItems(filter.options);
  const slugs = filter.options?.kind === 'enumeration' ? filter.options.enumeration.entries : null;
  return (
    <select id={id} ref={inputRef} className="field-input" value={draft[filter.key] ?? ''} onChange={(e) => set(filter.key, e.target.value)} data-testid={`filter-${filter.key}`}>
      <option value="">{t('web.list.any')}</option>
      {slugs
        ? slugs.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.label}
            </option>
          ))
        : items.map((item) => (
            <option key={String(item.value)} value={String(item.value)}>
              {item.label}
            </option>
          ))}
    </select>
  );
}

function Control(props: ControlProps) {
  const { filter, draft, set, id, inputRef } = props;
  const label = t(filter.label);
  switch (filter.kind) {
    case 'enum':
      return (
        <div>
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          <EnumControl {...props} />
        </div>
      );
    case 'boolean':
      return (
        <div>
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          <select id={id} ref={inputRef} className="field-input" value={draft[filter.key] ?? ''} onChange={(e) => set(filter.key, e.target.value)} data-testid={`filter-${filter.key}`}>
            <option value="">{t('web.list.any')}</option>
            <option value="true">{t('resources.value.yes')}</option>
            <option value="false">{t('resources.value.no')}</option>
          </select>
        </div>
      );
    case 'date-range': {
      if (!filter.range) return null;
      const { from, to } = filter.range;
      return (
        <fieldset className="flex gap-2">
          <legend className="field-label">{label}</legend>
          <label className="sr-only" htmlFor={id}>
            {t('web.list.from', { label })}
          </label>
          <input id={id} ref={inputRef} type="date" className="field-input" value={draft[from] ?? ''} onChange={(e) => set(from, e.target.value)} data-testid={`filter-${from}`} />
          <label className="sr-only" htmlFor={`${id}-to`}>
            {t('web.list.to', { label })}
          </label>
          <input id={`${id}-to`} type="date" className="field-input" value={draft[to] ?? ''} onChange={(e) => set(to, e.target.value)} data-testid={`filter-${to}`} />
        </fieldset>
      );
    }
    default:
      return (
        <div>
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          <input
            id={id}
            ref={inputRef}
            type="search"
            inputMode={filter.kind === 'number' ? 'numeric' : undefined}
            autoComplete="off"
            className="field-input"
            value={draft[filter.key] ?? ''}
            onChange={(e) => set(filter.key, e.target.value)}
            data-testid={`filter-${filter.key}`}
          />
        </div>
      );
  }
}

/**
 * The filter bar of a list, one control per descriptor filter. Typing changes nothing until
 * the search is submitted (Enter, or the button); the filters then go into the URL. When the
 * URL changes (back/forward, a shared link) the controls follow it.
 */
export function FilterBar({ list, applied, onApply, firstRef, onLeave }: FilterBarProps) {
  const idPrefix = useId();
  const [draft, setDraft] = useState<Record<string, string>>(applied);
  const appliedKey = JSON.stringify(applied);
  useEffect(() => setDraft(JSON.parse(appliedKey) as Record<string, string>), [appliedKey]);
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      role="search"
      aria-label={t('web.list.filters')}
      data-testid="filter-bar"
      className="flex flex-wrap items-end gap-3 rounded border border-gray-200 bg-white p-3"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !onLeave) return;
        e.preventDefault();
        onLeave();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')));
      }}
    >
      {list.filters.map((filter, index) => (
        <div key={filter.key} className={filter.kind === 'date-range' ? 'min-w-72' : 'w-44'}>
          <Control filter={filter} draft={draft} set={set} id={`${idPrefix}-${filter.key}`} inputRef={index === 0 ? firstRef : undefined} />
        </div>
      ))}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" data-testid="filter-apply">
          {t('web.list.search')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          data-testid="filter-reset"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('web.list.reset')}
        </button>
      </div>
    </form>
  );
}
