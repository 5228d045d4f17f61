import { t, type MessageKey } from '@careops/core/i18n';
import { Command } from 'cmdk';
import { memo } from 'react';
import { KeyCaps } from './key-caps';
import type { PaletteEntry } from './palette-index';

/** Heading style of the palette's groups (cmdk renders the heading element). */
export const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-gray-600';

interface PaletteItemProps {
  entry: PaletteEntry;
  isMac: boolean;
  onChoose(entry: PaletteEntry): void;
}

/**
 * One result: kind, title, where it lives, and its shortcut as key caps. Off-screen rows skip
 * layout (content-visibility), which keeps keystrokes cheap with long result lists.
 */
export const PaletteItem = memo(function PaletteItem({ entry, isMac, onChoose }: PaletteItemProps) {
  return (
    <Command.Item
      value={entry.id}
      onSelect={() => onChoose(entry)}
      data-kind={entry.kind}
      data-entry-id={entry.id}
      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-800 [contain-intrinsic-size:auto_52px] [content-visibility:auto] data-[selected=true]:bg-primary-soft data-[selected=true]:text-gray-900"
    >
      <span className="w-16 shrink-0 text-[11px] uppercase tracking-wide text-gray-600">{t(`keyboard.palette.kind.${entry.kind}` as MessageKey)}</span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium" data-testid="palette-item-title">
          {entry.title}
        </span>
        {(entry.hint || entry.group) && <span className="block truncate text-xs text-gray-600">{[entry.group, entry.hint].filter(Boolean).join(' · ')}</span>}
      </span>
      {entry.shortcut && <KeyCaps keys={entry.shortcut} isMac={isMac} className="shrink-0" />}
    </Command.Item>
  );
});
