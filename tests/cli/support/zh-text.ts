import { chineseParts } from '../../../packages/core/src/i18n/zh-CN/index';

/** The zh-CN text of a catalogue key, as the Chinese `careops` prints it (placeholders unfilled). */
export function zhCNText(key: string): string {
  for (const part of chineseParts) {
    const text = part[key];
    if (text !== undefined) return text;
  }
  throw new Error(`no zh-CN text for ${key}`);
}
