import { t } from '@careops/core/i18n';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useConsoleEnv } from './console-context';
import { useKeys } from './use-keys';

export interface TextPromptProps {
  label: string;
  initial?: string;
  /** Values offered with ↑ and ↓ (recent reasons), newest first. */
  history?: readonly string[];
  /** Lines shown under the field (what the value is for). */
  help?: string;
  /** Shown as dots (a password). */
  secret?: boolean;
  /** A problem with the last value (shown under the field). */
  error?: string | null;
  isActive: boolean;
  onSubmit(value: string): void;
  onCancel(): void;
}

/** A one-line field: typing, Backspace, ↑/↓ through `history`, Enter confirms, Esc cancels. */
export function TextPrompt({ label, initial = '', history = [], help, secret = false, error = null, isActive, onSubmit, onCancel }: TextPromptProps) {
  const { theme } = useConsoleEnv();
  const [value, setValue] = useState(initial);
  const [recalled, setRecalled] = useState(-1);
  useKeys(
    (input, key) => {
      if (key.escape) return onCancel();
      if (key.return) return onSubmit(value);
      // Several Backspaces may arrive as one input when typed faster than a frame.
      const erased = input.match(/[\u007f\b]/g)?.length ?? 0;
      if (key.backspace || key.delete || erased > 0) return setValue((v) => Array.from(v).slice(0, -Math.max(1, erased)).join(''));
      if (key.upArrow || key.downArrow) {
        if (history.length === 0) return;
        const next = Math.max(-1, Math.min(history.length - 1, recalled + (key.upArrow ? 1 : -1)));
        setRecalled(next);
        setValue(next < 0 ? '' : (history[next] ?? ''));
        return;
      }
      if (key.ctrl && input === 'u') return setValue('');
      if (key.ctrl || key.meta || key.tab) return;
      // A pasted line (or keys typed faster than a frame) may end with Enter in the same input.
      const end = input.search(/[\r\n]/);
      if (end >= 0) return onSubmit(value + input.slice(0, end));
      if (input) setValue((v) => v + input);
    },
    { isActive },
  );
  return (
    <Box flexDirection="column">
      <Text>
        <Text color={theme.accent} bold>
          {label}
        </Text>
        {': '}
        {secret ? '•'.repeat(Array.from(value).length) : value}
        <Text inverse> </Text>
      </Text>
      {help ? <Text color={theme.dim}>{help}</Text> : null}
      {error ? <Text color={theme.danger}>{error}</Text> : null}
      <Text color={theme.dim}>{history.length > 0 ? t('console.prompt.recentKeys') : t('console.prompt.keys')}</Text>
    </Box>
  );
}
