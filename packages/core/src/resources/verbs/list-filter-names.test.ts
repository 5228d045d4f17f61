import { describe, expect, it } from 'vitest';
import * as resources from '../index';
import type { ResourceDescriptor } from '../types';
import { filterShape } from './arg-shapes';

/** What `<noun> list` and every command take besides a list's filters. */
const TAKEN = ['sort', 'order', 'page', 'limit', 'all', 'view', 'json', 'csv', 'yes', 'profile', 'lang', 'help'];

const isDescriptor = (value: unknown): value is ResourceDescriptor =>
  typeof value === 'object' && value !== null && 'list' in value && 'cli' in value && typeof (value as { id?: unknown }).id === 'string';

const descriptors = Object.values(resources as Record<string, unknown>).filter(isDescriptor);

describe('list filters', () => {
  it('finds the descriptors', () => {
    expect(descriptors.length).toBeGreaterThan(30);
  });

  it.each(descriptors.map((d) => [d.id, d] as const))('%s: no filter takes the name of a list or global option', (_id, d) => {
    const names = Object.keys(filterShape(d.list.filters)).map((key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    expect(names.filter((name) => TAKEN.includes(name))).toEqual([]);
  });
});
