import type { ApiAuth, ApiClient } from '@careops/core/client';
import type { CommandSession } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import { configDir } from '../config/config-paths';
import { normaliseServer, readConfig, selectProfileName, writeConfig, type CliConfig, type Profile } from '../config/config-store';
import { createCliApiClient } from './cli-api';

/** Where `careops login` goes when nothing else names a server: `npm start`'s address. */
export const DEFAULT_SERVER = 'http://127.0.0.1:3000';

/**
 * The selected profile of one `careops` run: its config, the server it talks to and an API
 * client that sends the profile's credentials. Changes are written back at once.
 */
export class CliSession {
  readonly dir: string;
  readonly profileName: string;
  readonly api: ApiClient;
  /** `$CAREOPS_SERVER`, normalised, when set. */
  readonly serverOverride: string | undefined;
  private config: CliConfig;

  constructor(io: Io, profileFlag: string | undefined) {
    this.dir = configDir(io.env);
    this.config = readConfig(this.dir);
    this.profileName = selectProfileName(profileFlag, io.env, this.config);
    const override = io.env.CAREOPS_SERVER;
    this.serverOverride = override ? normaliseServer(override) : undefined;
    this.api = this.apiFor(this.server);
  }

  get profile(): Profile | undefined {
    return this.config.profiles[this.profileName];
  }

  /** `$CAREOPS_SERVER`, else the profile's server, else the default. */
  get server(): string {
    return this.serverOverride ?? this.profile?.server ?? DEFAULT_SERVER;
  }

  get signedIn(): boolean {
    return Boolean(this.profile?.token && this.profile.userId !== undefined);
  }

  /** An API client for `server`, sending this profile's credentials while signed in. */
  private apiFor(server: string): ApiClient {
    return createCliApiClient({
      server,
      getAuth: () => {
        const p = this.profile;
        return p?.token && p.userId !== undefined ? { token: p.token, userId: p.userId } : null;
      },
      onSessionEnded: () => this.signOut(),
    });
  }

  /** An API client for `server` with fixed credentials (another profile's). */
  apiWithAuth(server: string, auth: ApiAuth): ApiClient {
    return createCliApiClient({ server, getAuth: () => auth });
  }

  /** An API client for `server` that never sends credentials (sign-in calls). */
  anonymousApi(server: string): ApiClient {
    return createCliApiClient({ server, getAuth: () => null });
  }

  /** Fails with exit code 3 unless the profile holds a session. */
  requireSignedIn(): void {
    if (this.signedIn) return;
    const named = this.profileName !== 'default';
    throw new CliError('notSignedIn', named ? t('cli.notSignedInProfile', { profile: this.profileName }) : t('cli.notSignedIn'));
  }

  /** The signed-in user as commands see it, from what sign-in stored. */
  commandSession(): CommandSession | null {
    const p = this.profile;
    if (!p?.token || !p.user) return null;
    return { user: p.user, permissions: new Set(p.permissions ?? []) };
  }

  get allConfig(): Readonly<CliConfig> {
    return this.config;
  }

  /** Replaces the profile `name` (default: the selected one) and writes the config. */
  saveProfile(profile: Profile, name: string = this.profileName): void {
    this.config = { ...this.config, profiles: { ...this.config.profiles, [name]: profile } };
    if (!this.config.currentProfile) this.config.currentProfile = name;
    writeConfig(this.dir, this.config);
  }

  removeProfile(name: string): void {
    const { [name]: _removed, ...rest } = this.config.profiles;
    const currentProfile = this.config.currentProfile === name ? undefined : this.config.currentProfile;
    this.config = { version: 1, profiles: rest, ...(currentProfile ? { currentProfile } : {}) };
    writeConfig(this.dir, this.config);
  }

  useProfile(name: string): void {
    this.config = { ...this.config, currentProfile: name };
    writeConfig(this.dir, this.config);
  }

  /** Forgets the session (token, user, permissions) but keeps the server and username. */
  signOut(): void {
    const p = this.profile;
    if (!p?.token) return;
    this.saveProfile({ server: p.server, ...(p.username ? { username: p.username } : {}) });
  }
}
