import { t } from '@careops/core/i18n';
import type { ResourceAction } from '@careops/core/resources';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { actionByShortcut } from '../record-actions';
import { useConsoleEnv } from './console-context';
import { useKeys } from './use-keys';

export interface ActionMenuProps {
  actions: readonly ResourceAction[];
  /** What the actions act on ("order 2026…", "3 selected"). */
  target: string;
  isActive: boolean;
  onChoose(action: ResourceAction): void;
  onCancel(): void;
}

/** `.`: the actions on the record or the selection, each with its shortcut; j/k and Enter, or the shortcut itself. */
export function ActionMenu({ actions, target, isActive, onChoose, onCancel }: ActionMenuProps) {
  const { theme } = useConsoleEnv();
  const [cursor, setCursor] = useState(0);
  useKeys(
    (input, key) => {
      if (key.escape) return onCancel();
      if (key.return && actions[cursor]) return onChoose(actions[cursor]);
      if (input === 'j' || key.downArrow) return setCursor((c) => Math.min(actions.length - 1, c + 1));
      if (input === 'k' || key.upArrow) return setCursor((c) => Math.max(0, c - 1));
      const byKey = actionByShortcut(actions, input);
      if (byKey) onChoose(byKey);
    },
    { isActive },
  );
  return (
    <Box flexDirection="column" borderStyle="single" paddingX={1}>
      <Text bold>{t('console.actions.title', { target })}</Text>
      {actions.length === 0 ? <Text color={theme.dim}>{t('console.actions.none')}</Text> : null}
      {actions.map((action, i) => (
        <Text key={action.id} inverse={i === cursor} color={action.danger ? theme.danger : undefined}>
          {i === cursor ? '> ' : '  '}
          {(action.shortcut ?? ' ').padEnd(2)}
          {t(action.title)}
        </Text>
      ))}
    </Box>
  );
}
