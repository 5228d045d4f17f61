import type { SearchHit } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { Command } from 'cmdk';
import type { PaletteEntry } from './palette-index';
import { GROUP_CLASS, PaletteItem } from './palette-item';
import type { RecordSearchState } from './use-record-search';

export function recordEntry(hit: SearchHit): PaletteEntry {
  return { id: `record:${hit.kind}:${hit.id}`, kind: 'record', title: hit.title, hint: hit.path, group: hit.subtitle, keywords: [] };
}

/**
 * Where the `#` search stands when there is nothing to list: a prompt, "searching…", no match
 * or the error. Rendered outside the listbox (a listbox may only hold options).
 */
export function RecordStatus({ state, text }: { state: RecordSearchState; text: string }) {
  const message =
    state.status === 'idle'
      ? t('keyboard.palette.recordsPrompt')
      : state.status === 'loading'
        ? t('keyboard.palette.searching')
        : state.status === 'error'
          ? state.message
          : state.hits.length === 0
            ? t('keyboard.palette.noRecords', { query: text })
            : null;
  if (message === null) return null;
  return (
    <div role="status" className={`px-5 py-6 text-center text-sm ${state.status === 'error' ? 'text-danger' : 'text-gray-600'}`} data-testid="palette-records-status">
      {message}
    </div>
  );
}

/** The records found, as palette rows that open their page. */
export function RecordGroup({ state, isMac, onChoose }: { state: RecordSearchState; isMac: boolean; onChoose(entry: PaletteEntry): void }) {
  if (state.status !== 'done' || state.hits.length === 0) return null;
  return (
    <Command.Group heading={t('keyboard.palette.section.records')} className={GROUP_CLASS}>
      {state.hits.map((hit) => (
        <PaletteItem key={`${hit.kind}:${hit.id}`} entry={recordEntry(hit)} isMac={isMac} onChoose={onChoose} />
      ))}
    </Command.Group>
  );
}
