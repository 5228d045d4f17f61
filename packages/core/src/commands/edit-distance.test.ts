import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './edit-distance';
import { registerCatalogue, setLocale } from '../i18n/translate';
import { whoamiCommand } from './builtin/whoami';
import { groupTitle } from './group-title';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('whoami', 'whoami')).toBe(0);
    expect(editDistance('whomai', 'whoami')).toBe(1);
    expect(editDistance('logot', 'logout')).toBe(1);
    expect(editDistance('open', 'opens')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests only what is within reach', () => {
    expect(closest('whomai', ['whoami', 'logout'])).toBe('whoami');
    expect(closest('xyz', ['whoami', 'logout'])).toBeUndefined();
    expect(closest('HELP', ['help'])).toBe('help');
  });
});

describe('texts follow the locale', () => {
  it('group titles read the catalogue, else the group itself; command titles too', () => {
    registerCatalogue('test-de', { 'commands.group.session': 'Sitzung', 'commands.whoami.title': 'wer bin ich' });
    setLocale('test-de');
    try {
      expect(groupTitle('session')).toBe('Sitzung');
      expect(groupTitle('navigation')).toBe('navigation');
      expect(groupTitle('orders')).toBe('orders');
      expect(whoamiCommand.title).toBe('wer bin ich');
    } finally {
      setLocale('en');
    }
    expect(whoamiCommand.title).toBe('who am I');
  });
});
