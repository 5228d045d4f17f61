/**
 * Speech rendering of voice announcements: an engine turns the text into what the nurse app
 * plays. The default keeps the text and its phonetic duration (no audio), so a real
 * text-to-speech engine can be plugged in behind the same interface without changing callers.
 */
export interface SpeechRendering {
  engine: string;
  /** How long it takes to say, in milliseconds. */
  durationMs: number;
}

export interface SpeechEngine {
  render(text: string): SpeechRendering;
}

/** One Chinese character is one syllable; these are spoken at about four syllables a second. */
const SYLLABLE_MS = 250;
const PAUSE_MS = 300;
const HAN = /\p{Script=Han}/u;

/** Syllables of a Latin-script word: its vowel groups (at least one). */
const syllablesOf = (word: string) => Math.max(1, (word.toLowerCase().match(/[aeiouy]+/g) ?? []).length - (/[^aeiouy]e$/i.test(word) ? 1 : 0));

/** The default engine: the phonetic length of the text (syllables and pauses at punctuation). */
export const phoneticDurationEngine: SpeechEngine = {
  render(text) {
    let syllables = 0;
    let pauses = 0;
    for (const char of text) {
      if (HAN.test(char)) syllables += 1;
      else if (/[,.;:!?，。；：！？、]/.test(char)) pauses += 1;
    }
    for (const word of text.replace(/\p{Script=Han}/gu, ' ').match(/[A-Za-z]+/g) ?? []) syllables += syllablesOf(word);
    for (const number of text.match(/\d+/g) ?? []) syllables += number.length;
    return { engine: 'phonetic-duration', durationMs: syllables * SYLLABLE_MS + pauses * PAUSE_MS };
  },
};
