import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from './locales';
import { retranslate } from './retranslate';
import { setLocale, t } from './translate';

afterEach(() => setLocale('en'));

describe('retranslate', () => {
  it('leaves English as it is', () => {
    expect(retranslate('is required')).toBe('is required');
  });

  it('says an English catalogue text in the current language, with its values', async () => {
    await loadLocale('zh-CN');
    const english = [t('validate.required'), t('system.validate.tooLong', { max: 50 }), t('orders.contract.centsMax', { max: 100 })];
    setLocale('zh-CN');
    expect(english.map(retranslate)).toEqual(['为必填项', '最多 50 个字符', '最多 100 分']);
  });

  it('returns a text the catalogue does not hold unchanged', async () => {
    await loadLocale('zh-CN');
    setLocale('zh-CN');
    expect(retranslate('Invalid input: expected string, received number')).toBe('Invalid input: expected string, received number');
  });
});
