import { loadAreaMessages, t } from '@careops/core/i18n';
import { buildMenu, type MenuItem } from '@careops/core/permissions';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'wouter';
import { useConsole } from '../../platform/shell/console-context';
import { menuWithPages } from '../../platform/shell/console-routes';
import { usePage } from '../../platform/shell/page-context';
import { opensPage } from '../../platform/shell/resolve-location';
import { WorkQueueBoard } from './work-queue-board';
import { workQueues } from '../../platform/contributions/contributions';
import { visibleQueues } from '../../platform/contributions/visible-queues';

// The charts are their own chunk, loaded after Home's first paint (outside the shell's budget).
// Its titles are the areas' messages, loaded beside it.
const HomeCharts = lazy(() => Promise.all([import('./charts/home-charts'), loadAreaMessages()]).then(([m]) => ({ default: m.HomeCharts })));

function firstPage(item: MenuItem): string | undefined {
  if (!item.children?.length) return item.path;
  return item.children.map(firstPage).find((p) => p !== undefined);
}

/** /home (pinned): the introduction, the work-queue board, and the areas this user may work in. */
export function HomePage() {
  const { user, api, permissions, permissionNodes } = useConsole();
  const { active } = usePage();
  const canOpen = useMemo(() => (link: string) => opensPage(link, permissionNodes), [permissionNodes]);
  const queues = useMemo(() => visibleQueues(workQueues(), permissions, canOpen), [permissions, canOpen]);
  const areas = useMemo(() => buildMenu(permissionNodes).filter((item) => item.name !== 'home'), [permissionNodes]);

  return (
    <div className="space-y-6 p-6">
      <section aria-labelledby="home-heading" className="rounded border border-gray-200 bg-white p-6 shadow-sm">
        <h1 id="home-heading" className="text-xl font-semibold text-gray-900">
          {t('web.home.welcome', { name: user.name || user.username })}
        </h1>
        <p className="mt-2 max-w-3xl text-sm text-gray-700">{t('web.home.introduction')}</p>
        <p className="mt-2 max-w-3xl text-sm text-gray-700">{t('web.home.keyboardTip')}</p>
      </section>
      {queues.length > 0 && <WorkQueueBoard queues={queues} api={api} active={active} />}
      <Suspense fallback={null}>
        <HomeCharts permissions={permissions} queues={queues} active={active} />
      </Suspense>
      <section aria-labelledby="home-areas-heading">
        <h2 id="home-areas-heading" className="mb-3 text-base font-semibold text-gray-900">
          {t('web.home.areas')}
        </h2>
        {areas.length === 0 ? (
          <p className="text-sm text-gray-700">{t('web.home.noAreas')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="home-areas">
            {areas.map((area) => {
              const kept = menuWithPages([area])[0];
              const link = kept ? firstPage(kept) : undefined;
              return (
                <li key={area.path}>
                  {link && canOpen(link) ? (
                    <Link href={link} className="inline-block rounded border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800 hover:border-primary">
                      {area.title}
                    </Link>
                  ) : (
                    <span className="inline-block rounded border border-gray-200 bg-gray-100 px-3 py-1.5 text-sm text-gray-700">
                      {area.title}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
