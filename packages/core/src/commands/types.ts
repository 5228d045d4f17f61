import type { z } from 'zod';
import type { ApiClient, QueryValue, WebBlob } from '../client/types';
import type { SessionUser } from '../contract/schemas/auth';

/** Where a command runs: the web console (palette, shortcut), its terminal panel, or `careops`. */
export type CommandChannel = 'web' | 'terminal' | 'cli';

/** A face of the registry: how a user reaches a command. */
export type CommandFace = 'palette' | 'terminal' | 'cli';

export interface CommandSession {
  user: SessionUser;
  /** Permission node codes the user holds. */
  permissions: ReadonlySet<string>;
}

/** Everything a command may use; each face builds one (no service locator). */
export interface CommandContext {
  api: ApiClient;
  channel: CommandChannel;
  /** Null when signed out. */
  session: CommandSession | null;
  /** Opens a page (web faces only). */
  navigate?(path: string): void;
  /** Asks yes/no; a face without it cannot run commands that need confirmation interactively. */
  confirm?(message: string): Promise<boolean>;
  /** Asks for a value; `secret` hides the typing. */
  prompt?(label: string, options?: { secret?: boolean }): Promise<string>;
  /** Clears this face's stored session (token, user, menu, tabs…). */
  signOut(): Promise<void>;
  /** The open page (web), for context commands. */
  currentPath?: string;
  /** Whether this face has a page for the route named so (the web builds pages area by area); absent = all. */
  hasPage?(routeName: string): boolean;
  /** A line for the person beside the result (the CLI writes it to stderr); faces may leave it out. */
  notice?(text: string): void;
  /** Progress of a long command (bulk verbs): `done` of `total` items finished; faces may show a bar. */
  progress?(done: number, total: number): void;
  /**
   * Reads text the user supplies outside the command line: a file by path, or piped stdin. Null
   * when there is nothing to read (stdin is a terminal). Faces without files or stdin leave it out.
   */
  readInput?(source: { file: string } | 'stdin'): Promise<string | null>;
  /**
   * A file the user names, as a blob to upload (its size known before its bytes are read) and
   * the name it goes by. Faces without a file system (the web's terminal panel) leave it out.
   */
  readFileBlob?(file: string): Promise<{ name: string; blob: WebBlob }>;
  /**
   * Saves a file the server streams (an export) as `file`, never whole in memory: GETs
   * `download.path` with its query as the face's session and writes the bytes as they come.
   * Faces that cannot write files leave it out (the web offers the download on its page).
   */
  writeOutput?(file: string, download: OutputDownload): Promise<OutputWritten>;
}

/** What writeOutput fetches, and who hears about the bytes as they arrive. */
export interface OutputDownload {
  path: string;
  query: Record<string, QueryValue>;
  /** Bytes and line ends received so far, and the row count the server announced (null: none). */
  onProgress?(received: { bytes: number; lines: number; expectedRows: number | null }): void;
}

/** A file writeOutput saved. */
export interface OutputWritten {
  /** Where it is (as given). */
  file: string;
  bytes: number;
  lines: number;
  /** The row count the server announced before streaming, if any. */
  expectedRows: number | null;
  /** The server's name for the file (Content-Disposition). */
  filename?: string;
}

/** One item of a bulk command: its id, whether it succeeded, and what happened to it. */
export interface CommandItemResult {
  id: string;
  ok: boolean;
  message: string;
}

export type CommandResult =
  | {
      kind: 'table';
      columns: Array<{ key: string; title: string }>;
      /** Display values (labels, formatted money and dates), for tables and CSV. */
      rows: Array<Record<string, string | number | null>>;
      total?: number;
      /** The records as the wire has them (status numbers, integer cents, nested objects), for `--json`; absent: the rows. */
      data?: unknown[];
    }
  | { kind: 'record'; fields: Array<{ label: string; value: string }>; data?: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'navigate'; path: string; title: string }
  /** Per-item results of a bulk command; a face reports failure (the CLI exits 5) when any item failed. */
  | { kind: 'items'; items: CommandItemResult[] }
  | { kind: 'none' };

export interface CommandDef<A extends z.ZodObject = z.ZodObject> {
  /** Dotted id, e.g. 'session.whoami'; unique in a registry. */
  id: string;
  /** Title from the catalogue. */
  title: string;
  /** Palette group, e.g. 'session', 'navigation'. */
  group: string;
  /** Extra words the palette matches on. */
  keywords?: string[];
  /** Words after `careops`, e.g. ['whoami'] or ['orders', 'list']; unique in a registry. */
  cli: string[];
  /** Arguments; flags are its keys, kebab-cased on the command line. */
  args: A;
  /** Args that may be given positionally, in order; the last may be variadic if it is an array. */
  positionals?: Array<keyof z.infer<A> & string>;
  /** One line of help per arg. */
  argHelp?: Partial<Record<keyof z.infer<A> & string, string>>;
  /** One-letter aliases of flags on the command line, e.g. `{ output: 'o' }` for `-o FILE`. */
  shortFlags?: Partial<Record<keyof z.infer<A> & string, string>>;
  /** Permission node code, or SIGNED_IN / PUBLIC. */
  permission: string;
  /** Extra condition for showing (and running from a shortcut). */
  when?(ctx: CommandContext): boolean;
  /** Key binding, e.g. 'mod+shift+p' or the chord 'g h'. */
  shortcut?: string;
  /** Faces the command appears on; each defaults to true. */
  faces?: { palette?: boolean; terminal?: boolean; cli?: boolean };
  /** The command changes something the user should confirm first. */
  needsConfirm?: boolean;
  /** Values to offer when completing an argument (e.g. page names); fast and synchronous. */
  completeArg?(ctx: CommandContext, key: keyof z.infer<A> & string, partial: string): string[];
  run(ctx: CommandContext, args: z.infer<A>): Promise<CommandResult>;
}

/** A registered command whatever its argument shape. */
export type AnyCommandDef = CommandDef<z.ZodObject>;
