import { matchRoutePath, type RouteDef } from '@careops/core/permissions';
import { Suspense, useMemo, useState } from 'react';
import { PageErrorBoundary } from '../errors/page-error-boundary';
import { PageLoading } from '../../ui/page-loading';
import { pageOf } from '../contributions/contributions';
import { PageContext, type PageContextValue } from './page-context';

let mounts = 0;

export interface PageFrameProps {
  route: RouteDef;
  path: string;
  search: string;
  active: boolean;
}

/**
 * One mounted page. Background tabs stay mounted but hidden, so a page keeps its state
 * (filters, scroll, half-typed forms) until its tab is closed or refreshed. `data-mount`
 * changes only when the page is mounted afresh.
 */
export function PageFrame({ route, path, search, active }: PageFrameProps) {
  const [mountId] = useState(() => ++mounts);
  const Page = pageOf(route.name);
  const value = useMemo<PageContextValue>(
    () => ({ route, path, search, params: matchRoutePath(route.path, path) ?? {}, active }),
    [route, path, search, active],
  );
  if (!Page) return null;
  return (
    <section data-testid="page" data-path={path} data-mount={mountId} hidden={!active} className="h-full">
      <PageContext.Provider value={value}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </PageContext.Provider>
    </section>
  );
}
