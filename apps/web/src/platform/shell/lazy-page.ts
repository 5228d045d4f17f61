import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A console page; it reads its path, query and params with `usePage()` (shell/page-context). */
export type PageComponent = ComponentType;

/** A page as its own lazily loaded chunk, so /login and the shell stay small. */
export function page(load: () => Promise<PageComponent>): LazyExoticComponent<PageComponent> {
  return lazy(async () => ({ default: await load() }));
}
