import type { ApiClient } from '../../client/types';
import { CareOpsError } from '../../contract/careops-error';
import { parseEnumValue } from '../../enums/enumeration';
import { t } from '../../i18n/translate';
import type { OptionSource } from '../types';
import { callEndpoint, isRecord } from '../runtime/call-endpoint';

/** Choices an error lists before "and N more". */
const CHOICES_SHOWN = 12;

export interface OptionItem {
  value: string | number;
  label: string;
}

/** Loads the choices of a source: an enumeration's entries, or the records a lookup endpoint answers. */
export async function loadOptions(api: ApiClient, source: OptionSource): Promise<OptionItem[]> {
  if (source.kind === 'enumeration') return source.enumeration.entries.map((e) => ({ value: e.value, label: e.label }));
  const answer = await callEndpoint(api, source.endpoint, { ...source.request });
  const list = source.listKey && isRecord(answer) ? answer[source.listKey] : answer;
  const items: OptionItem[] = [];
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes.filter(isRecord)) {
      const value = node[source.valueKey];
      const label = node[source.labelKey];
      if (typeof value === 'number' || typeof value === 'string') items.push({ value, label: String(label ?? value) });
      visit(node.children);
    }
  };
  visit(list);
  return items;
}

/** Loads each endpoint's choices once per command run. */
export function optionCache(api: ApiClient): (source: OptionSource) => Promise<OptionItem[]> {
  const loaded = new Map<string, Promise<OptionItem[]>>();
  return (source) => {
    // One endpoint may feed several sources (different `listKey`s of one answer).
    const key = source.kind === 'endpoint' ? `${source.endpoint}:${source.listKey ?? ''}:${JSON.stringify(source.request ?? {})}` : source.enumeration.name;
    let items = loaded.get(key);
    if (!items) {
      items = loadOptions(api, source);
      loaded.set(key, items);
    }
    return items;
  };
}

/**
 * Reads what a person typed for an option: an enumeration's slug or value, or a lookup
 * record's id or label (case ignored). Unknown input is an invalidInput error naming the field
 * and the choices.
 */
export async function resolveOption(
  input: string,
  source: OptionSource,
  load: (source: OptionSource) => Promise<OptionItem[]>,
  field: { key: string; label: string },
): Promise<string | number> {
  if (source.kind === 'enumeration') {
    const value = parseEnumValue(source.enumeration, input);
    if (value !== undefined) return value;
    const choices = source.enumeration.entries.map((e) => e.slug).join(', ');
    throw new CareOpsError('invalidInput', t('resources.error.badChoice', { field: field.label, value: input, choices }), { field: field.key });
  }
  const items = await load(source);
  const wanted = input.trim();
  const byValue = items.find((item) => String(item.value) === wanted);
  if (byValue) return byValue.value;
  const byLabel = items.filter((item) => item.label.toLowerCase() === wanted.toLowerCase());
  if (byLabel.length === 1 && byLabel[0]) return byLabel[0].value;
  const shown = items.slice(0, CHOICES_SHOWN).map((item) => `${item.value} (${item.label})`);
  const more = items.length - shown.length;
  const choices = more > 0 ? `${shown.join(', ')} ${t('resources.error.moreChoices', { count: more })}` : shown.join(', ');
  throw new CareOpsError('invalidInput', t('resources.error.badChoice', { field: field.label, value: input, choices }), { field: field.key });
}
