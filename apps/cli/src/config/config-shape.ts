import type { SessionUser } from '@careops/core/contract';

// The config file is ours (written by writeConfig), so its shape is checked by hand: zod and the
// contract's schemas would cost every command more to load than the whole check takes.

export interface Profile {
  /** Server origin, e.g. http://127.0.0.1:3000. */
  server: string;
  /** Present while signed in. */
  token?: string;
  userId?: number;
  username?: string;
  /** The signed-in user as sign-in answered it. */
  user?: SessionUser;
  /** Permission node codes granted at sign-in (a hint for listing; the server decides). */
  permissions?: string[];
  signedInAt?: string;
  /** The business time zone the server told at sign-in (dates are read and shown in it). */
  timeZone?: string;
}

export interface CliConfig {
  version: 1;
  currentProfile?: string;
  profiles: Record<string, Profile>;
}

/** What is wrong with a config, as `path: problem`; thrown by parseConfig. */
export class ConfigShapeError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function fail(path: readonly (string | number)[], expected: string, value: unknown): never {
  throw new ConfigShapeError(`${path.join('.') || '(root)'}: expected ${expected}, received ${kindOf(value)}`);
}

function optional<T>(value: unknown, path: readonly (string | number)[], kind: 'string' | 'number'): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) fail(path, kind, value);
  return value as T;
}

const userTexts = ['username', 'name', 'phone', 'avatar', 'introduction'] as const;

/** The stored user when it has the session user's shape; otherwise none (a later sign-in stores it again). */
function sessionUserOf(value: unknown): SessionUser | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.userId !== 'number' || typeof value.isConsult !== 'boolean' || typeof value.consult !== 'boolean') return undefined;
  if (!userTexts.every((key) => typeof value[key] === 'string')) return undefined;
  const { userId, username, name, phone, avatar, introduction, isConsult, consult } = value as unknown as SessionUser;
  return { userId, username, name, phone, avatar, introduction, isConsult, consult };
}

function profileOf(value: unknown, path: readonly (string | number)[]): Profile {
  if (!isObject(value)) fail(path, 'object', value);
  if (typeof value.server !== 'string') fail([...path, 'server'], 'string', value.server);
  const profile: Profile = { server: value.server };
  const token = optional<string>(value.token, [...path, 'token'], 'string');
  const userId = optional<number>(value.userId, [...path, 'userId'], 'number');
  const username = optional<string>(value.username, [...path, 'username'], 'string');
  const signedInAt = optional<string>(value.signedInAt, [...path, 'signedInAt'], 'string');
  const timeZone = optional<string>(value.timeZone, [...path, 'timeZone'], 'string');
  const user = sessionUserOf(value.user);
  let permissions: string[] | undefined;
  if (value.permissions !== undefined) {
    if (!Array.isArray(value.permissions)) fail([...path, 'permissions'], 'array', value.permissions);
    permissions = value.permissions.map((code: unknown, i) => (typeof code === 'string' ? code : fail([...path, 'permissions', i], 'string', code)));
  }
  // Keys in the order writeConfig writes them, unknown keys dropped (as the file's reader always did).
  if (token !== undefined) profile.token = token;
  if (userId !== undefined) profile.userId = userId;
  if (username !== undefined) profile.username = username;
  if (user !== undefined) profile.user = user;
  if (permissions !== undefined) profile.permissions = permissions;
  if (signedInAt !== undefined) profile.signedInAt = signedInAt;
  if (timeZone !== undefined) profile.timeZone = timeZone;
  return profile;
}

/** The config in `json`, or a ConfigShapeError naming the first problem. */
export function parseConfig(json: unknown): CliConfig {
  if (!isObject(json)) fail([], 'object', json);
  if (json.version !== 1) throw new ConfigShapeError(`version: expected 1, received ${JSON.stringify(json.version) ?? 'undefined'}`);
  const currentProfile = optional<string>(json.currentProfile, ['currentProfile'], 'string');
  if (!isObject(json.profiles)) fail(['profiles'], 'object', json.profiles);
  const profiles = Object.fromEntries(Object.entries(json.profiles).map(([name, value]) => [name, profileOf(value, ['profiles', name])]));
  return { version: 1, ...(currentProfile !== undefined ? { currentProfile } : {}), profiles };
}
