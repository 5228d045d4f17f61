import { loadAreaMessages } from '@careops/core/i18n';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A console page; it reads its path, query and params with `usePage()` (shell/page-context). */
export type PageComponent = ComponentType;

/**
 * A page as its own lazily loaded chunk, so /login and the shell stay small. An area page also
 * waits for the areas' messages (fetched in parallel with its code, once); a page that shows
 * only the shell's messages (home) says `{ areaMessages: false }`.
 */
export function page(load: () => Promise<PageComponent>, options: { areaMessages?: boolean } = {}): LazyExoticComponent<PageComponent> {
  if (options.areaMessages === false) return lazy(async () => ({ default: await load() }));
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadAreaMessages()]);
    return { default: component };
  });
}
