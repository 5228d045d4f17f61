import { routeForPath, type RouteDef } from '@careops/core/permissions';
import { useEffect, useRef } from 'react';
import { useTabs } from '../layout/tags-view/tabs-store';
import { PageFrame } from './page-frame';
import { useGenerations } from './page-generations';

interface FrameSpec {
  key: string;
  route: RouteDef;
  path: string;
  search: string;
  active: boolean;
}

export interface PageOutletProps {
  route: RouteDef;
  path: string;
  search: string;
}

/**
 * Shows the current page and keeps the pages of open tabs mounted behind it (Vue's
 * keep-alive of the original). Pages marked noCache are never kept: they mount afresh on
 * every visit. A kept page is only mounted once its tab has been opened in this page load.
 */
export function PageOutlet({ route, path, search }: PageOutletProps) {
  const tabs = useTabs();
  const generations = useGenerations();
  const opened = useRef(new Set<string>());
  const visits = useRef(new Map<string, number>());
  const previous = useRef<string | null>(null);

  if (previous.current !== path) {
    previous.current = path;
    visits.current.set(path, (visits.current.get(path) ?? 0) + 1);
  }
  opened.current.add(path);

  // Forget pages whose tab was closed, so reopening them mounts them afresh.
  useEffect(() => {
    const open = new Set(tabs.map((t) => t.path));
    for (const p of opened.current) if (p !== path && !open.has(p)) opened.current.delete(p);
  }, [tabs, path]);

  const frames: FrameSpec[] = [];
  for (const tab of tabs) {
    if (tab.path === path || !opened.current.has(tab.path)) continue;
    const tabRoute = routeForPath(tab.path);
    if (!tabRoute || tabRoute.noCache) continue;
    const query = tab.fullPath.slice(tab.path.length).replace(/^\?/, '');
    frames.push({ key: `${tab.path}#${generations[tab.path] ?? 0}`, route: tabRoute, path: tab.path, search: query, active: false });
  }
  const currentKey = route.noCache
    ? `${path}#${generations[path] ?? 0}#${visits.current.get(path) ?? 0}`
    : `${path}#${generations[path] ?? 0}`;
  frames.push({ key: currentKey, route, path, search, active: true });

  return (
    <>
      {frames.map((f) => (
        <PageFrame key={f.key} route={f.route} path={f.path} search={f.search} active={f.active} />
      ))}
    </>
  );
}
