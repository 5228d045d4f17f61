import type { z } from 'zod';
import { PUBLIC, SIGNED_IN } from '../permissions/permission-catalogue';
import { isArrayArg } from './arg-specs';
import type { AnyCommandDef, CommandChannel, CommandContext, CommandDef, CommandFace } from './types';

export interface PaletteEntry {
  id: string;
  title: string;
  group: string;
  keywords: string[];
  /** Shown beside the entry. */
  shortcut?: string;
  command: AnyCommandDef;
}

export interface ShortcutBinding {
  /** e.g. 'mod+shift+p' or the chord 'g h'. */
  shortcut: string;
  id: string;
  title: string;
  command: AnyCommandDef;
}

export interface CommandRegistry {
  /** Adds a command; throws on a duplicate id or duplicate cli words. */
  register<A extends z.ZodObject>(def: CommandDef<A>): void;
  /** Every command, in registration order. */
  list(): AnyCommandDef[];
  get(id: string): AnyCommandDef | undefined;
  /** The command with exactly these cli words. */
  findByCli(words: readonly string[]): AnyCommandDef | undefined;
  /** Commands this user may see on a face: permission held, `when` true, face enabled. */
  visibleTo(ctx: CommandContext, face: CommandFace): AnyCommandDef[];
  /** Palette entries of the visible commands. */
  paletteEntries(ctx: CommandContext): PaletteEntry[];
  /** Key bindings of the visible web commands (a hidden command's shortcut does nothing). */
  shortcuts(ctx: CommandContext): ShortcutBinding[];
}

/** The face a channel's command line stands for: the terminal panel, `careops`, or the palette. */
export function faceOf(channel: CommandChannel): CommandFace {
  if (channel === 'cli') return 'cli';
  if (channel === 'terminal') return 'terminal';
  return 'palette';
}

/** Whether the session holds a command's permission (PUBLIC: anyone; SIGNED_IN: any session). */
export function holdsPermission(ctx: CommandContext, permission: string): boolean {
  if (permission === PUBLIC) return true;
  if (!ctx.session) return false;
  return permission === SIGNED_IN || ctx.session.permissions.has(permission);
}

export function isFaceEnabled(command: AnyCommandDef, face: CommandFace): boolean {
  return command.faces?.[face] !== false;
}

/** Permission held, `when` true and the face enabled. */
export function isVisible(command: AnyCommandDef, ctx: CommandContext, face: CommandFace): boolean {
  return isFaceEnabled(command, face) && holdsPermission(ctx, command.permission) && (command.when?.(ctx) ?? true);
}

const cliWord = /^[a-z][a-z0-9-]*$/;

function checkShape(def: AnyCommandDef): void {
  if (!def.id) throw new Error('a command needs an id');
  if (def.cli.length === 0) throw new Error(`command ${def.id}: cli words are empty`);
  const bad = def.cli.find((w) => !cliWord.test(w));
  if (bad !== undefined) throw new Error(`command ${def.id}: cli word "${bad}" must be lowercase letters, digits and dashes`);
  const positionals: string[] = def.positionals ?? [];
  // A command without positionals has nothing to check against its args, which may be built
  // on first use (a list's filters): registering it does not build them.
  if (positionals.length === 0) return;
  const keys = Object.keys(def.args.shape);
  const unknown = positionals.find((p) => !keys.includes(p));
  if (unknown !== undefined) throw new Error(`command ${def.id}: positional "${unknown}" is not one of its args`);
  // Only the positionals before the last are inspected: describing every command's args at
  // registration would cost the web console its start-up (it registers every command).
  const shape = def.args.shape as Record<string, z.ZodType>;
  const earlyArray = positionals.slice(0, -1).find((key) => shape[key] !== undefined && isArrayArg(shape[key]));
  if (earlyArray) throw new Error(`command ${def.id}: only the last positional may be an array ("${earlyArray}")`);
}

export function createCommandRegistry(): CommandRegistry {
  const byId = new Map<string, AnyCommandDef>();
  const byCli = new Map<string, AnyCommandDef>();

  const registry: CommandRegistry = {
    register<A extends z.ZodObject>(def: CommandDef<A>): void {
      const command = def as unknown as AnyCommandDef;
      checkShape(command);
      if (byId.has(command.id)) throw new Error(`duplicate command id "${command.id}"`);
      const words = command.cli.join(' ');
      const clash = byCli.get(words);
      if (clash) throw new Error(`command ${command.id}: cli words "${words}" are already taken by ${clash.id}`);
      byId.set(command.id, command);
      byCli.set(words, command);
    },
    list: () => [...byId.values()],
    get: (id) => byId.get(id),
    findByCli: (words) => byCli.get(words.join(' ')),
    visibleTo: (ctx, face) => registry.list().filter((c) => isVisible(c, ctx, face)),
    paletteEntries: (ctx) =>
      registry.visibleTo(ctx, 'palette').map((command) => ({
        id: command.id,
        title: command.title,
        group: command.group,
        keywords: command.keywords ?? [],
        ...(command.shortcut ? { shortcut: command.shortcut } : {}),
        command,
      })),
    shortcuts: (ctx) =>
      registry
        .visibleTo(ctx, 'palette')
        .flatMap((command) => (command.shortcut ? [{ shortcut: command.shortcut, id: command.id, title: command.title, command }] : [])),
  };
  return registry;
}
