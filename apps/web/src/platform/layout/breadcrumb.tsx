import { t } from '@careops/core/i18n';
import type { RouteDef } from '@careops/core/permissions';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { breadcrumbTrail } from './breadcrumb-trail';

export interface BreadcrumbProps {
  route: RouteDef | null;
  canOpen(path: string): boolean;
}

/** Where the open page sits in the route table; parents marked 'noRedirect' are not links. */
export function Breadcrumb({ route, canOpen }: BreadcrumbProps) {
  if (!route) return null;
  const trail = breadcrumbTrail(route, canOpen);
  return (
    <nav aria-label={t('web.breadcrumb.label')} className="min-w-0 truncate text-sm" data-testid="breadcrumb">
      <ol className="flex items-center gap-2">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <Fragment key={`${crumb.title}-${i}`}>
              {i > 0 && (
                <li aria-hidden="true" className="text-gray-400">
                  /
                </li>
              )}
              <li>
                {crumb.to && !last ? (
                  <Link href={crumb.to} className="inline-flex min-h-6 items-center font-medium text-gray-800 hover:text-primary-strong">
                    {crumb.title}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={last ? 'text-gray-600' : 'text-gray-700'}>
                    {crumb.title}
                  </span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
