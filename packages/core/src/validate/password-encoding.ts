import { CareOpsError } from '../contract/careops-error';
import { t } from '../i18n/translate';

// Pictographs, skin-tone modifiers, flags (regional indicators), tag sequences and the joiners
// and selectors that glue emoji together; plus unpaired surrogates (\p{Cs} under the u flag
// only matches halves without a partner), which are broken emoji and which
// encodeURIComponent would refuse. Built on first use: its Unicode property classes take most of
// a millisecond to build, which every start of the CLI and the web console would pay.
let emojiPattern: RegExp | undefined;

/** Removes emoji (and the joiners, selectors and broken surrogates around them) from a text. */
export function stripEmoji(value: string): string {
  emojiPattern ??= /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0E\uFE0F\u20E3]|[\u{E0020}-\u{E007F}]|\p{Cs}/gu;
  return value.replace(emojiPattern, '');
}

/**
 * A password as the client sends it (spec §5; shared contract):
 * `encodeURIComponent(stripEmoji(value.trim()))`. The server undoes it with
 * `decodeSubmittedPassword`.
 */
export function preparePasswordForSubmit(value: string): string {
  return encodeURIComponent(stripEmoji(value.trim()));
}

/**
 * The server's inverse of `preparePasswordForSubmit`. A malformed percent-encoding throws
 * `CareOpsError('invalidInput')` naming `field` (default 'password').
 */
export function decodeSubmittedPassword(value: string, field = 'password'): string {
  try {
    return decodeURIComponent(value);
  } catch (cause) {
    throw new CareOpsError('invalidInput', t('validate.passwordEncoding', { field }), { field, cause });
  }
}
