import { useEffect } from 'react';
import { nameTabOf } from '../../platform/layout/tags-view/tabs-store';
import { usePage } from '../../platform/shell/page-context';

/** While a record is shown, its page's tab is named after it ("order 2026112600042"). */
export function useTabName(name: string | undefined): void {
  const { path } = usePage();
  useEffect(() => {
    if (name === undefined) return undefined;
    nameTabOf(path, name);
    return () => nameTabOf(path, undefined);
  }, [path, name]);
}
