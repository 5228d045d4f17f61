import { describe, expect, it } from 'vitest';
import { languageOf } from './request-language';

describe('the language of a request', () => {
  it('is the first Accept-Language tag CareOps speaks, else English', () => {
    expect(languageOf('zh-CN')).toBe('zh-CN');
    expect(languageOf('fr-FR,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(languageOf('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(languageOf('*')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
  });
});
