import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReasonStore } from '@careops/core/resources';

/**
 * Review mode's recent reasons in the terminal: core's ReasonStore over a private JSON file
 * beside the profiles (`reasons.json`, mode 0600), as the web keeps them in local storage.
 */
export function reasonFile(dir: string): ReasonStore {
  const file = join(dir, 'reasons.json');
  const read = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  return {
    getItem: (key) => {
      const value = read()[key];
      return typeof value === 'string' ? value : null;
    },
    setItem: (key, value) => {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ ...read(), [key]: value }), { mode: 0o600 });
      chmodSync(temp, 0o600);
      renameSync(temp, file);
    },
  };
}
