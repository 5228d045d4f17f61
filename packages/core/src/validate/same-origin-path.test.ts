import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './same-origin-path';

describe('isSameOriginPath', () => {
  it('accepts paths of this site, with query and hash', () => {
    for (const path of ['/', '/orders', '/orders/12?tab=timeline#notes', '/people/nurses?q=%2F%2Fx', '/a//b']) expect(isSameOriginPath(path), path).toBe(true);
  });

  it('refuses other origins however they are spelled', () => {
    const attacks = [
      '//evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\t//evil.example', '/\\evil.example', '/\\/evil.example',
      'https://evil.example', 'javascript:alert(1)', 'evil.example', '', ' /orders', '/\u0000/evil.example', '/%09/evil.example'.replace('%09', '\u0009'),
    ];
    for (const value of attacks) expect(isSameOriginPath(value), JSON.stringify(value)).toBe(false);
  });
});
