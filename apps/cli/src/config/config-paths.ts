import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$CAREOPS_CONFIG_DIR`, else `$XDG_CONFIG_HOME/careops`, else `~/.config/careops`. */
export function configDir(env: Record<string, string | undefined>): string {
  if (env.CAREOPS_CONFIG_DIR) return env.CAREOPS_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'careops');
}

export function configFile(dir: string): string {
  return join(dir, 'config.json');
}
