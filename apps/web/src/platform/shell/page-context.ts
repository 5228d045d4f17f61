import type { RouteDef } from '@careops/core/permissions';
import { createContext, useContext } from 'react';

/** What a page knows about itself; tabs keep pages mounted, so this is per page, not the URL bar. */
export interface PageContextValue {
  route: RouteDef;
  /** The page's own path, e.g. '/order/service-order-detail/42'. */
  path: string;
  /** Its query string without '?', e.g. 'status=1&page=2'. */
  search: string;
  /** Route parameters, e.g. { id: '42' }. */
  params: Record<string, string>;
  /** False while the page sits in a background tab (still mounted, hidden). */
  active: boolean;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage must be used inside a console page');
  return value;
}
