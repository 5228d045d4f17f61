import { describe, expect, it } from 'vitest';
import { orderStatusEnum, activationStatusEnum, surveyStatusEnum, advancePaymentStatusEnum } from '@careops/core/enums';
import { contrastRatio } from '../platform/settings/theme-presets';
import { hasStatusTone, STATUS_TONE_COLOURS, STATUS_TONE_FILL, toneOfStatus } from '../ui/status-tone';

describe('status tones', () => {
  it('give every status of the known lifecycles a colour of its own meaning', () => {
    for (const enumeration of [orderStatusEnum, activationStatusEnum, surveyStatusEnum, advancePaymentStatusEnum]) {
      for (const entry of enumeration.entries) expect(hasStatusTone(entry.slug), `${enumeration.name} ${entry.slug}`).toBe(true);
    }
    expect(toneOfStatus('pending-payment')).toBe('waiting');
    expect(toneOfStatus('finished')).toBe('done');
    expect(toneOfStatus('in-complaint')).toBe('attention');
    expect(toneOfStatus('cancelled')).toBe('ended');
  });

  it('are readable: text 4.5:1 on its tint, border and chart fill 3:1 on white', () => {
    for (const [tone, c] of Object.entries(STATUS_TONE_COLOURS)) {
      expect(contrastRatio(c.text, c.background), tone).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.border, '#FFFFFF'), tone).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c.border, c.background), tone).toBeGreaterThanOrEqual(3);
    }
    for (const [tone, fill] of Object.entries(STATUS_TONE_FILL)) expect(contrastRatio(fill, '#FFFFFF'), tone).toBeGreaterThanOrEqual(3);
  });
});
