import { navigate } from 'wouter/use-browser-location';

export interface ViewTab {
  id: string;
  label: string;
  href: string;
  current: boolean;
}

/** A page's views as tabs: links that switch the view without a reload (`data-testid` `<testIdPrefix>-<id>`). */
export function ViewTabs({ label, testIdPrefix, tabs }: { label: string; testIdPrefix: string; tabs: ViewTab[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-gray-200">
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={tab.href}
          aria-current={tab.current ? 'page' : undefined}
          data-testid={`${testIdPrefix}-${tab.id}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(tab.href);
          }}
          className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab.current ? 'border-primary-strong font-medium text-gray-900' : 'border-transparent text-gray-700 hover:text-gray-900'}`}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
