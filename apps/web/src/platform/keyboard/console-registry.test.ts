import { createDefaultRegistry } from '@careops/core/registry';
import { describe, expect, it } from 'vitest';
import { consoleRegistry } from './console-registry';

describe('the console registry, built one area per task', () => {
  it('holds the same commands in the same order as the default registry', () => {
    expect(consoleRegistry.list().map((c) => c.id)).toEqual(createDefaultRegistry().list().map((c) => c.id));
    expect(consoleRegistry.list().length).toBeGreaterThan(50);
  });
});
