/**
 * One colour per meaning for status values, the same in every list, detail page and chart:
 * waiting for someone (amber), under way (blue), done or in force (green), needs attention
 * (red), ended or switched off (grey). Status values are told apart by their slug, so an area
 * adding a status with a known word gets its colour without a change here.
 */
export type StatusTone = 'waiting' | 'progress' | 'done' | 'attention' | 'ended';

const TONE_OF_SLUG: Record<string, StatusTone> = {
  pending: 'waiting',
  'pending-organisation-review': 'waiting',
  'pending-customer-service-review': 'waiting',
  'pending-payment': 'waiting',
  'pending-acceptance': 'waiting',
  'pending-review': 'waiting',
  'pending-pickup': 'waiting',
  'under-review': 'waiting',
  new: 'waiting',
  accepted: 'progress',
  'in-progress': 'progress',
  underway: 'progress',
  following: 'progress',
  acknowledged: 'progress',
  collected: 'progress',
  finished: 'done',
  completed: 'done',
  activated: 'done',
  active: 'done',
  enabled: 'done',
  approved: 'done',
  disposed: 'done',
  converted: 'done',
  resolved: 'done',
  rejected: 'attention',
  overdue: 'attention',
  'in-complaint': 'attention',
  suspended: 'attention',
  escalated: 'attention',
  cancelled: 'ended',
  expired: 'ended',
  deleted: 'ended',
  disabled: 'ended',
  lost: 'ended',
  'false-alarm': 'ended',
};

/** The tone of a status slug; a status word not listed reads as ended (grey), never as a false alarm colour. */
export function toneOfStatus(slug: string): StatusTone {
  return TONE_OF_SLUG[slug] ?? 'ended';
}

/** True when `slug` has a colour of its own (tests check every status enumeration). */
export const hasStatusTone = (slug: string): boolean => slug in TONE_OF_SLUG;

/**
 * Text and background of each tone: text on its tint is at least 4.5:1 and the border at least
 * 3:1 against the white page, whatever the theme colour (tones do not follow the theme).
 */
export const STATUS_TONE_COLOURS: Record<StatusTone, { text: string; background: string; border: string }> = {
  waiting: { text: '#8A4B00', background: '#FFF4E0', border: '#B26A00' },
  progress: { text: '#0B4FA3', background: '#E8F1FD', border: '#2F6FC4' },
  done: { text: '#17692F', background: '#EAF7EE', border: '#2E8A49' },
  attention: { text: '#A31B1B', background: '#FDECEC', border: '#C62828' },
  ended: { text: '#3F4754', background: '#F0F1F3', border: '#6B7280' },
};

/** Chart fills of each tone (bars on white: at least 3:1). */
export const STATUS_TONE_FILL: Record<StatusTone, string> = {
  waiting: '#B26A00',
  progress: '#2F6FC4',
  done: '#2E8A49',
  attention: '#C62828',
  ended: '#6B7280',
};
