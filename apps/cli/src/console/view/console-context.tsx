import type { ApiClient } from '@careops/core/client';
import type { CommandContext } from '@careops/core/commands';
import type { SessionUser } from '@careops/core/contract';
import { createContext, useContext } from 'react';
import type { ConsoleModel } from '../console-model';
import type { ConsoleTheme } from '../console-theme';
import type { LiveFeed } from '../live-feed';
import type { QueueCount } from '../queue-counts';
import type { WidthOf } from '../table-layout';
import type { ReasonStore } from '@careops/core/resources';

/** What every view of the console reads: the registry and descriptors, the session, the drawing rules. */
export interface ConsoleEnv {
  model: ConsoleModel;
  /** The context registry commands run with (the CLI's, with the console's confirm and prompt). */
  ctx: CommandContext;
  api: ApiClient;
  server: string;
  user: SessionUser | null;
  permissions: ReadonlySet<string>;
  theme: ConsoleTheme;
  widthOf: WidthOf;
  /** Where review mode keeps the reasons given lately. */
  reasons: ReasonStore;
  /** How often the header's counts refresh. */
  pollMs: number;
  /** The counts read before the first frame (the next are read after `pollMs`). */
  initialCounts?: QueueCount[];
  /** The server's push channel: queue changes and alarms as they happen (polling while it is down). */
  live?: LiveFeed;
}

const ConsoleEnvContext = createContext<ConsoleEnv | null>(null);

export const ConsoleEnvProvider = ConsoleEnvContext.Provider;

export function useConsoleEnv(): ConsoleEnv {
  const env = useContext(ConsoleEnvContext);
  if (!env) throw new Error('console views need a ConsoleEnvProvider');
  return env;
}
