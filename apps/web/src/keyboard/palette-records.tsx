import { t, type SearchHit } from '@careops/core';
import { Command } from 'cmdk';
import type { PaletteEntry } from './palette-index';
import { GROUP_CLASS, PaletteItem } from './palette-item';
import { useRecordSearch, type RecordSearcher } from './use-record-search';

interface RecordResultsProps {
  /** What follows the `#`, as typed. */
  text: string;
  search: RecordSearcher;
  isMac: boolean;
  onChoose(entry: PaletteEntry): void;
}

export function recordEntry(hit: SearchHit): PaletteEntry {
  return { id: `record:${hit.kind}:${hit.id}`, kind: 'record', title: hit.title, hint: hit.path, group: hit.subtitle, keywords: [] };
}

/** The `#` mode of the palette: records by number, name or phone, searched on the server. */
export function RecordResults({ text, search, isMac, onChoose }: RecordResultsProps) {
  const state = useRecordSearch(text, true, search);
  const status = (message: string, tone = 'text-gray-600') => (
    <div role="status" className={`px-3 py-6 text-center text-sm ${tone}`} data-testid="palette-records-status">
      {message}
    </div>
  );
  if (state.status === 'idle') return status(t('keyboard.palette.recordsPrompt'));
  if (state.status === 'loading') return status(t('keyboard.palette.searching'));
  if (state.status === 'error') return status(state.message, 'text-danger');
  if (state.hits.length === 0) return status(t('keyboard.palette.noRecords', { query: text }));
  return (
    <Command.Group heading={t('keyboard.palette.section.records')} className={GROUP_CLASS}>
      {state.hits.map((hit) => (
        <PaletteItem key={`${hit.kind}:${hit.id}`} entry={recordEntry(hit)} isMac={isMac} onChoose={onChoose} />
      ))}
    </Command.Group>
  );
}
