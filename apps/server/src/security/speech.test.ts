import { describe, expect, it } from 'vitest';
import { phoneticDurationEngine } from './speech';

describe('phonetic duration engine', () => {
  it('counts a syllable per Chinese character, vowel groups of English words, digits and pauses', () => {
    expect(phoneticDurationEngine.render('今晚有暴雨').durationMs).toBe(5 * 250);
    expect(phoneticDurationEngine.render('Storm tonight.').durationMs).toBe(3 * 250 + 300);
    expect(phoneticDurationEngine.render('Call 110').durationMs).toBe(4 * 250);
    expect(phoneticDurationEngine.render('').durationMs).toBe(0);
    expect(phoneticDurationEngine.render('x').engine).toBe('phonetic-duration');
  });
});
