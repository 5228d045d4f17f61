import type { ApiClient } from '@careops/core/client';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { KeyContext } from '../keyboard/key-contexts';
import type { PaletteAction } from '../keyboard/palette-actions';
import type { PageComponent } from '../shell/lazy-page';

/** One queue on the Home board: what waits for this user in an area. */
export interface WorkQueue {
  /** Stable id, e.g. 'orders.pendingReview'. */
  id: string;
  /** Title from the message catalogue (a function, so a language switch applies). */
  title(): string;
  /** Permission node code the user must hold for the queue to show. */
  permission: string;
  /** How many items wait; the board shows this number. */
  count(api: ApiClient): Promise<number>;
  /** The filtered list the count links to, e.g. '/order/order-list?status=-1'. */
  link: string;
}

/**
 * What a business area adds to the console. The composition root (app/areas.ts) registers
 * each area once at start-up; the platform reads the contributions and never imports an area.
 */
export interface ConsoleArea {
  /** e.g. 'orders'. */
  id: string;
  /**
   * The area's pages by route name (= permission node code, see core's route table), each its
   * own lazily loaded chunk. The router registers only these and the menu shows only these, so
   * nothing a user can click is a dead end; a permitted route without a page answers 404.
   */
  pages: Readonly<Record<string, LazyExoticComponent<PageComponent>>>;
  /** Its queues on the Home board, in board order. */
  queues?: readonly WorkQueue[];
  /** Key contexts of its own modes (review mode's keys), dispatched there and listed on the `?` sheet. */
  keys?: readonly KeyContext[];
  /** Web-only palette actions, each offered where its `when` holds. */
  actions?: readonly PaletteAction[];
  /** Shown over every page while signed in (the alarm banner), each loaded lazily. */
  overlays?: readonly LazyExoticComponent<ComponentType>[];
  /** Forgets what belongs to the user who signs out (caches, counts). */
  onSignOut?(): void;
}
