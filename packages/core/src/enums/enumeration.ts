import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/translate';

/** A value with its label, as select boxes and table columns want it. */
export interface EnumOption<V extends number | string> {
  value: V;
  label: string;
}

/** One member of an enumeration. `label` is read from the catalogue in the current language. */
export interface EnumEntry<V extends number | string> extends EnumOption<V> {
  /** Stable kebab-case name for CLI flags and URLs ('pending-payment'). */
  readonly slug: string;
  /** Catalogue key of the label. */
  readonly labelKey: MessageKey;
}

/** A labelled enumeration: its name and its entries in display order. */
export interface Enumeration<V extends number | string> {
  readonly name: string;
  readonly entries: ReadonlyArray<EnumEntry<V>>;
}

/** Defines an enumeration; a duplicate value or slug throws. */
export function defineEnumeration<V extends number | string>(
  name: string,
  entries: ReadonlyArray<{ value: V; slug: string; labelKey: MessageKey }>,
): Enumeration<V> {
  const values = new Set<V>();
  const slugs = new Set<string>();
  for (const entry of entries) {
    if (values.has(entry.value)) throw new Error(`enumeration ${name}: duplicate value ${entry.value}`);
    if (slugs.has(entry.slug)) throw new Error(`enumeration ${name}: duplicate slug ${entry.slug}`);
    values.add(entry.value);
    slugs.add(entry.slug);
  }
  return Object.freeze({
    name,
    entries: Object.freeze(
      entries.map(({ value, slug, labelKey }) =>
        Object.freeze({
          value,
          slug,
          labelKey,
          get label() {
            return t(labelKey);
          },
        }),
      ),
    ),
  });
}

// Form-encoded bodies and query strings carry numbers as text: '-2' means -2.
function entryFor<V extends number | string>(enumeration: Enumeration<V>, value: unknown): EnumEntry<V> | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  return enumeration.entries.find((e) => e.value === value || (typeof e.value === 'number' && typeof value === 'string' && value.trim() !== '' && Number(value) === e.value));
}

/** `{ value, label }` pairs in display order, labels in the current language. */
export function optionsOf<V extends number | string>(enumeration: Enumeration<V>): Array<EnumOption<V>> {
  return enumeration.entries.map((e) => ({ value: e.value, label: e.label }));
}

/**
 * The label of `value` (a value or its text form, '-2' for -2). An unknown value is shown as
 * itself so a status newer than the client still reads as something; null/undefined give ''.
 */
export function labelOf<V extends number | string>(enumeration: Enumeration<V>, value: unknown): string {
  const entry = entryFor(enumeration, value);
  if (entry) return entry.label;
  return value === null || value === undefined ? '' : String(value);
}

/** True when `value` is one of the enumeration's values (exactly, not its text form). */
export function isEnumValue<V extends number | string>(enumeration: Enumeration<V>, value: unknown): value is V {
  return enumeration.entries.some((e) => e.value === value);
}

/** The value whose slug is `slug` (case and surrounding spaces ignored), else undefined. */
export function valueFromSlug<V extends number | string>(enumeration: Enumeration<V>, slug: string): V | undefined {
  const wanted = slug.trim().toLowerCase();
  return enumeration.entries.find((e) => e.slug === wanted)?.value;
}

/** The slug of `value`, else undefined. */
export function slugOf<V extends number | string>(enumeration: Enumeration<V>, value: unknown): string | undefined {
  return entryFor(enumeration, value)?.slug;
}

/** Reads a command-line or query argument: a slug ('pending-payment') or a value ('0', '-2'). */
export function parseEnumValue<V extends number | string>(enumeration: Enumeration<V>, input: string): V | undefined {
  return valueFromSlug(enumeration, input) ?? entryFor(enumeration, input.trim())?.value;
}
