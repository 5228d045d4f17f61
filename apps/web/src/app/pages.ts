import type { LazyExoticComponent } from 'react';
import { orderPages } from '../areas/orders/orders-pages';
import { peoplePages } from '../areas/people/people-pages';
import { page, type PageComponent } from '../platform/shell/lazy-page';

export type { PageComponent };

/**
 * The pages that exist, by route name (= permission node code, see core's route table).
 * The router registers only these and the menu shows only these, so nothing a user can click
 * is a dead end; a permitted route without a page here answers 404. An area lists its pages in
 * its own `<area>-pages.ts` (e.g. orders/orders-pages.ts) and is spread in here.
 * Every page is its own lazily loaded chunk, so /login and the shell stay small.
 */
export const implementedPages: Readonly<Record<string, LazyExoticComponent<PageComponent>>> = {
  home: page(() => import('../areas/home/home-page').then((m) => m.HomePage)),
  messageCenter: page(() => import('../areas/home/message-center-page').then((m) => m.MessageCenterPage)),
  // System administration (issue 4): pages built from core's resource descriptors.
  systemUser: page(() => import('../areas/system/users-page').then((m) => m.UsersPage)),
  systemRole: page(() => import('../areas/system/roles-page').then((m) => m.RolesPage)),
  messageRecord: page(() => import('../areas/system/message-records-page').then((m) => m.MessageRecordsPage)),
  messageRecordRecord: page(() => import('../areas/system/compose-announcement-page').then((m) => m.ComposeAnnouncementPage)),
  messageRecordDetail: page(() => import('../areas/system/message-record-detail-page').then((m) => m.MessageRecordDetailPage)),
  ...orderPages,
  ...peoplePages,
};

export function hasPage(routeName: string): boolean {
  return Object.hasOwn(implementedPages, routeName);
}
