import type { ConsoleContextValue } from '../shell/console-context';

/** Where the palette is opened: what an action's `when` may look at. */
export interface PaletteWhere {
  /** The open page's path, e.g. '/home'. */
  path: string;
}

/** What an action may do when it runs. */
interface PaletteActionServices {
  console: ConsoleContextValue;
  /** Opens the `?` sheet. */
  openSheet(): void;
}

/**
 * A palette action that only makes sense on the web (not a registry command: the terminal has
 * no tabs or settings panel). `when` is its context, like VS Code's: the palette offers it only
 * where that holds.
 */
export interface PaletteAction {
  /** Stable id, e.g. 'closeTab'; the palette entry is `action:<id>`. */
  id: string;
  title(): string;
  shortcut?: string;
  when?(where: PaletteWhere): boolean;
  run(services: PaletteActionServices): void;
}

const actions: PaletteAction[] = [];

/** Adds web-only palette actions (an area's); an id already taken is a programming error. */
export function contributePaletteActions(added: readonly PaletteAction[]): void {
  for (const action of added) {
    if (actions.includes(action)) continue;
    if (actions.some((a) => a.id === action.id)) throw new Error(`palette action "${action.id}" is contributed twice`);
    actions.push(action);
  }
}

/** The actions areas contributed (the keyboard layer puts the console's own first). */
export function paletteActions(): readonly PaletteAction[] {
  return actions;
}

/** The actions whose `when` holds here. */
export function actionsFor(all: readonly PaletteAction[], where: PaletteWhere): PaletteAction[] {
  return all.filter((a) => a.when?.(where) ?? true);
}
