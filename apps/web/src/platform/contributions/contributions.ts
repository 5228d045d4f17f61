import type { ComponentType, LazyExoticComponent } from 'react';
import { onSignOut } from '../auth/sign-out';
import { contributeKeys } from '../keyboard/key-contexts';
import { contributePaletteActions } from '../keyboard/palette-actions';
import type { PageComponent } from '../shell/lazy-page';
import type { ConsoleArea, WorkQueue } from './console-area';

const areas: ConsoleArea[] = [];
const pages = new Map<string, LazyExoticComponent<PageComponent>>();
const queues: WorkQueue[] = [];
const overlays: LazyExoticComponent<ComponentType>[] = [];

/**
 * Adds an area's pages, queues, key contexts, palette actions and sign-out clean-up. Registering the same area again does
 * nothing; two areas claiming one page or queue is a programming error.
 */
export function registerArea(area: ConsoleArea): void {
  if (areas.includes(area)) return;
  if (areas.some((a) => a.id === area.id)) throw new Error(`console area "${area.id}" is registered twice`);
  for (const name of Object.keys(area.pages)) {
    if (pages.has(name)) throw new Error(`page "${name}" of area "${area.id}" is already registered`);
  }
  for (const queue of area.queues ?? []) {
    if (queues.some((q) => q.id === queue.id)) throw new Error(`work queue "${queue.id}" is listed twice`);
  }
  areas.push(area);
  for (const [name, page] of Object.entries(area.pages)) pages.set(name, page);
  queues.push(...(area.queues ?? []));
  overlays.push(...(area.overlays ?? []));
  for (const context of area.keys ?? []) contributeKeys(context);
  contributePaletteActions(area.actions ?? []);
  if (area.onSignOut) onSignOut(area.onSignOut);
}

/** Whether the console has a page for the route named so. */
export function hasPage(routeName: string): boolean {
  return pages.has(routeName);
}

/** The page of a route, if the console has one. */
export function pageOf(routeName: string): LazyExoticComponent<PageComponent> | undefined {
  return pages.get(routeName);
}

/** Every registered queue, areas in registration order. */
export function workQueues(): readonly WorkQueue[] {
  return queues;
}

/** What areas show over every page while signed in, in registration order. */
export function consoleOverlays(): readonly LazyExoticComponent<ComponentType>[] {
  return overlays;
}
