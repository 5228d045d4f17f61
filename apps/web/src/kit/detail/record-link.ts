/**
 * The link to a record from a list. A record shown on the list's own page (the users page
 * opens a user with `?id=5`) keeps the list's query, so closing the record returns to the same
 * filtered list: `/system/user?name=li` + `/system/user?id=5` → `/system/user?name=li&id=5`.
 * A record with a page of its own is linked as it is.
 */
export function recordLink(pagePath: string, search: string, target: string): string {
  const [targetPath = '', targetQuery = ''] = target.split('?', 2);
  if (targetPath !== pagePath) return target;
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(targetQuery)) params.set(key, value);
  const query = params.toString();
  return query ? `${pagePath}?${query}` : pagePath;
}

/** The page's URL without some of its parameters (closing a record shown in the page: without `id`). */
export function withoutParams(pagePath: string, search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const query = params.toString();
  return query ? `${pagePath}?${query}` : pagePath;
}
