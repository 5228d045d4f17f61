import { areaRoutes, flattenRoutes, homeRoute, type RouteDef } from '@careops/core/permissions';

/** The leader key of every "go to" chord. */
export const GO_LEADER = 'g';
/** `g h` always goes home. */
export const HOME_LETTER = 'h';
export const HOME_PATH = '/home';

export interface AreaLetter {
  /** Route name of the area, e.g. 'order'. */
  area: string;
  title: string;
  letter: string;
}

/**
 * Letters for top-level areas, deterministic: the route table's `chord` when it is free, else
 * the first free letter of the title's word initials, then of the title, then a–z. `g` and `h`
 * are reserved.
 */
export function assignAreaLetters(areas: readonly Pick<RouteDef, 'name' | 'title' | 'chord'>[]): AreaLetter[] {
  const taken = new Set([GO_LEADER, HOME_LETTER]);
  return areas.map((area) => {
    const words = area.title.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    const candidates = [
      area.chord ?? '',
      ...words.map((w) => w[0] ?? ''),
      ...words.join(''),
      ...'abcdefghijklmnopqrstuvwxyz',
    ];
    const letter = candidates.find((c) => /^[a-z]$/.test(c) && !taken.has(c));
    if (!letter) throw new Error(`no free chord letter for area "${area.name}"`);
    taken.add(letter);
    return { area: area.name, title: area.title, letter };
  });
}

/** Letters for the spec's areas, in route-table order. */
export const areaLetters: AreaLetter[] = assignAreaLetters(areaRoutes);

export interface GoChord {
  id: string;
  /** The binding, e.g. 'g o'. */
  keys: string;
  /** Where it goes. */
  path: string;
  /** Title of the area (or 'home'). */
  title: string;
}

const homeTitle = flattenRoutes([homeRoute]).find((r) => r.path === HOME_PATH)?.title ?? HOME_PATH;

function isPage(route: RouteDef): boolean {
  return !route.hidden && !route.children?.length && !route.path.includes('/:');
}

/**
 * The "go to" chords a user gets: `g h` home, then `g <letter>` for each area where the user
 * may open (and the console implements) at least one page; the target is the area's usual
 * landing page when allowed, else its first allowed page.
 */
export function goChords(canOpen: (path: string) => boolean): GoChord[] {
  const chords: GoChord[] = [{ id: 'go.home', keys: `${GO_LEADER} ${HOME_LETTER}`, path: HOME_PATH, title: homeTitle }];
  for (const { area, letter } of areaLetters) {
    const route = areaRoutes.find((r) => r.name === area);
    if (!route) continue;
    const pages = flattenRoutes(route.children ?? []).filter(isPage);
    const preferred = pages.find((p) => p.path === route.redirect);
    const target = [preferred, ...pages].find((p): p is RouteDef => p !== undefined && canOpen(p.path));
    if (target) chords.push({ id: `go.${area}`, keys: `${GO_LEADER} ${letter}`, path: target.path, title: route.title });
  }
  return chords;
}
