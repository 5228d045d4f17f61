import { t } from '@careops/core/i18n';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { callEndpoint } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';

/** A service as the picker offers it. */
export interface ServiceChoice {
  serviceId: number;
  serviceName: string;
}

interface Option extends ServiceChoice {
  detail: string;
  onShelf: boolean;
}

const SEARCH_LIMIT = 10;
const SEARCH_DELAY_MS = 150;

function optionsOf(answer: unknown): Option[] {
  const list = (answer as { list?: Array<{ id: number; name: string; price: string; onShelf: number; category?: { fullName?: string } }> }).list ?? [];
  return list.map((s) => ({ serviceId: s.id, serviceName: s.name, detail: [s.category?.fullName, s.price].filter(Boolean).join(' · '), onShelf: s.onShelf === 1 }));
}

export interface ServicePickerProps {
  /** Id of the input (its label's `for`). */
  id: string;
  chosen: ServiceChoice | null;
  onChoose(choice: ServiceChoice | null): void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

/**
 * A combobox searching the services by name as one types (the services list endpoint, the
 * first matches by name): ↓/↑ move through the matches, Enter takes one, Escape closes the list.
 * Typing after a choice drops it until another is taken.
 */
export function ServicePicker({ id, chosen, onChoose, inputRef, invalid }: ServicePickerProps) {
  const { api } = useConsole();
  const [query, setQuery] = useState(chosen?.serviceName ?? '');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    if (!open) return undefined;
    const ask = ++asked.current;
    setLoading(true);
    const timer = setTimeout(() => {
      const name = query.trim();
      callEndpoint(api, 'getServiceList', { ...(name && name !== chosen?.serviceName ? { name } : {}), limit: SEARCH_LIMIT, sort: 'name' }, { silent: true }).then(
        (answer) => {
          if (ask !== asked.current) return;
          setOptions(optionsOf(answer));
          setActive(0);
          setLoading(false);
        },
        () => ask === asked.current && (setOptions([]), setLoading(false)),
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, open, query, chosen?.serviceName]);

  const take = (option: Option) => {
    setQuery(option.serviceName);
    setOpen(false);
    onChoose({ serviceId: option.serviceId, serviceName: option.serviceName });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else if (options.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (e.key === 'Enter' && open && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      e.stopPropagation();
      const option = options[active];
      if (option && !loading) take(option);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };
  const listId = `${id}-matches`;
  const activeOption = open ? options[active] : undefined;

  return (
    <div className="relative">
      <input
        id={id}
        ref={inputRef}
        className="field-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.serviceId}` : undefined}
        autoComplete="off"
        value={query}
        placeholder={t('catalogue.ui.items.search')}
        data-testid="package-item-service"
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          if (chosen) onChoose(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded border border-gray-300 bg-white shadow" data-testid="package-item-matches">
          {loading && options.length === 0 && <li className="px-2 py-1 text-sm text-gray-600">{t('common.loading')}</li>}
          {!loading && options.length === 0 && <li className="px-2 py-1 text-sm text-gray-600">{t('catalogue.ui.items.noMatch')}</li>}
          {options.map((option, i) => (
            <li
              key={option.serviceId}
              id={`${listId}-${option.serviceId}`}
              role="option"
              aria-selected={i === active}
              className="cursor-pointer px-2 py-1 text-sm aria-selected:bg-blue-50"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => take(option)}
            >
              <span className="text-gray-900">{option.serviceName}</span>
              <span className="ml-2 text-xs text-gray-600">
                #{option.serviceId} · {option.detail}
                {option.onShelf ? '' : ` · ${t('catalogue.ui.items.offShelf')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
