import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { readQueueCounts, type QueueCount } from '../queue-counts';
import { useConsoleEnv } from './console-context';

/** The header's queue counts: read at once, then every `pollMs` (no push channel in the client yet). */
export function useQueueCounts(): { counts: QueueCount[] | null; error: string | null } {
  const { api, permissions, pollMs, initialCounts } = useConsoleEnv();
  const [counts, setCounts] = useState<QueueCount[] | null>(initialCounts ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      readQueueCounts(api, permissions).then(
        (next) => {
          if (!live) return;
          setCounts(next);
          setError(null);
        },
        (e: unknown) => live && setError(messageOf(e)),
      );
    if (!initialCounts) void read();
    const timer = setInterval(read, pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, permissions, pollMs, initialCounts]);
  return { counts, error };
}

/** Server, user and the queue counts, on one line (two when narrow), with the view's title under it. */
export function Header({ title, counts, error }: { title: string; counts: QueueCount[] | null; error: string | null }) {
  const { server, user, theme, pollMs } = useConsoleEnv();
  const who = user ? t('console.header.user', { name: user.name, username: user.username }) : '';
  return (
    <Box flexDirection="column">
      <Box flexWrap="wrap" columnGap={2}>
        <Text bold color={theme.accent}>
          CareOps
        </Text>
        <Text>{server}</Text>
        <Text>{who}</Text>
        {counts === null ? (
          <Text color={theme.dim}>{error ? t('console.header.queueFailed', { message: error }) : t('common.loading')}</Text>
        ) : (
          <Text>
            {counts.map((c, i) => (
              <Text key={c.source.id}>
                {i > 0 ? ' · ' : ''}
                {t(c.source.title)}{' '}
                <Text bold color={c.count > 0 ? theme.accent : undefined}>
                  {c.count}
                </Text>
              </Text>
            ))}
            <Text color={theme.dim}> ({t('console.header.live', { seconds: Math.round(pollMs / 1000) })})</Text>
          </Text>
        )}
      </Box>
      <Text bold inverse>
        {` ${title} `}
      </Text>
    </Box>
  );
}
