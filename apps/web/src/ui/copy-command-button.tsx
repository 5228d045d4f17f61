import { t } from '@careops/core/i18n';
import { Icon } from './icon';
import { toast } from './toast-store';

export interface CopyCommandButtonProps {
  /** The `careops` line, worked out when the button is pressed (its code loads then). */
  line(): Promise<string> | string;
  testId?: string;
}

/** "Copy as command": puts the `careops` line that does the same on the clipboard and shows it. */
export function CopyCommandButton({ line, testId = 'copy-command' }: CopyCommandButtonProps) {
  const copy = async () => {
    const text = await line();
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('daily.copy.copied', { line: text }));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the line is shown to copy by hand.
      toast.info(t('daily.copy.shown', { line: text }));
    }
  };
  return (
    <button type="button" className="btn-secondary" onClick={() => void copy()} data-testid={testId} title={t('daily.copy.help')}>
      <Icon name="terminal" className="size-4" />
      {t('daily.copy.button')}
    </button>
  );
}
