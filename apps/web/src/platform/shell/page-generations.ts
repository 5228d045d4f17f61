import { createExternalStore, useExternalStore } from '../../ui/external-store';

/**
 * A counter per page path; a page is keyed by it, so bumping it re-mounts the page
 * (the tags-view "refresh", and closing a tab, which drops its kept state).
 */
export const generationStore = createExternalStore<Readonly<Record<string, number>>>({});

export function bumpGeneration(path: string): void {
  generationStore.set((g) => ({ ...g, [path]: (g[path] ?? 0) + 1 }));
}

export function useGenerations(): Readonly<Record<string, number>> {
  return useExternalStore(generationStore);
}
