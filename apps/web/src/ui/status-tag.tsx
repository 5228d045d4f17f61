import { STATUS_TONE_COLOURS, toneOfStatus } from './status-tone';

/** A status value as a coloured tag: the label in its tone's colours (status-tone.ts). */
export function StatusTag({ slug, label }: { slug: string; label: string }) {
  const tone = toneOfStatus(slug);
  const colours = STATUS_TONE_COLOURS[tone];
  return (
    <span
      data-testid="status-tag"
      data-tone={tone}
      className="inline-block rounded border px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap"
      style={{ color: colours.text, backgroundColor: colours.background, borderColor: colours.border }}
    >
      {label}
    </span>
  );
}
