import { describe, expect, it } from 'vitest';
import { buildPaletteIndex, parsePaletteQuery, rankPalette, type PaletteEntry } from './palette-index';
import { loadRecent, pushRecent, recentStorageKey, rememberRecent, type KeyValueStorage } from './recent-entries';

const page = (path: string, title: string, keywords: string[] = [], group = 'area'): PaletteEntry => ({
  id: `page:${path}`, kind: 'page', title, hint: path, group, keywords,
});
const command = (id: string, title: string, cli: string, extra: Partial<PaletteEntry> = {}): PaletteEntry => ({
  id: `command:${id}`, kind: 'command', title, hint: `careops ${cli}`, group: 'session', keywords: [], ...extra,
});

const entries: PaletteEntry[] = [
  page('/home', 'home', ['dashboard', 'work queue']),
  page('/order/order-list', 'order list', ['orders'], 'order management'),
  page('/order/medical-waste', 'waste tasks', ['medical waste'], 'order management'),
  page('/finance/withdraw-record', 'withdrawal management', ['withdrawals'], 'finance management'),
  page('/system/user', 'system users', ['staff', 'accounts'], 'system management'),
  command('session.whoami', 'Who am I', 'whoami'),
  command('session.logout', 'Log out', 'logout', { shortcut: 'mod+shift+l' }),
  command('order.cancel', 'Cancel this order', 'orders cancel', { context: true }),
];
const index = buildPaletteIndex(entries);
const ids = (raw: string, recent: string[] = [], limit?: number) => rankPalette(index, raw, recent, limit).items.map((i) => i.entry.id);

describe('parsePaletteQuery', () => {
  it('detects the command prefix and splits words', () => {
    expect(parsePaletteQuery('  > Log  out ')).toEqual({ mode: 'commands', text: 'log  out', tokens: ['log', 'out'] });
    expect(parsePaletteQuery('Order')).toEqual({ mode: 'all', text: 'order', tokens: ['order'] });
    expect(parsePaletteQuery('#13800 ')).toEqual({ mode: 'records', text: '13800', tokens: ['13800'] });
  });
});

describe('rankPalette with an empty query', () => {
  it('lists context commands, then pages, then commands in their order', () => {
    const ranking = rankPalette(index, '', []);
    expect(ranking.items.map((i) => [i.entry.id, i.section])).toEqual([
      ['command:order.cancel', 'context'],
      ['page:/home', 'pages'],
      ['page:/order/order-list', 'pages'],
      ['page:/order/medical-waste', 'pages'],
      ['page:/finance/withdraw-record', 'pages'],
      ['page:/system/user', 'pages'],
      ['command:session.whoami', 'commands'],
      ['command:session.logout', 'commands'],
    ]);
    expect(ranking.total).toBe(entries.length);
  });

  it('puts recent entries first, most recent first, without repeating them', () => {
    const result = ids('', ['page:/system/user', 'command:session.whoami', 'page:/gone']);
    expect(result.slice(0, 3)).toEqual(['page:/system/user', 'command:session.whoami', 'command:order.cancel']);
    expect(result.filter((id) => id === 'page:/system/user')).toHaveLength(1);
  });

  it('shows at most five recent entries', () => {
    const recent = entries.map((e) => e.id).reverse();
    const ranking = rankPalette(index, '', recent);
    expect(ranking.items.filter((i) => i.section === 'recent')).toHaveLength(5);
  });

  it('narrows to commands with >', () => {
    expect(ids('>', ['page:/home', 'command:session.logout'])).toEqual(['command:session.logout', 'command:order.cancel', 'command:session.whoami']);
  });

  it('honours the limit but counts everything', () => {
    const ranking = rankPalette(index, '', [], 3);
    expect(ranking.items).toHaveLength(3);
    expect(ranking.total).toBe(entries.length);
  });
});

describe('rankPalette with a query', () => {
  it('matches titles, keywords, groups, paths and initials', () => {
    expect(ids('withdrawals')).toEqual(['page:/finance/withdraw-record']);
    expect(ids('dashboard')).toEqual(['page:/home']);
    expect(ids('ol')).toContain('page:/order/order-list');
    expect(ids('/system/')).toEqual(['page:/system/user']);
    expect(ids('whoami')).toEqual(['command:session.whoami']);
  });

  it('ranks a title prefix above a keyword or group hit', () => {
    expect(ids('order')[0]).toBe('page:/order/order-list');
    expect(ids('order')).toEqual(expect.arrayContaining(['page:/order/medical-waste']));
  });

  it('requires every word to match', () => {
    expect(ids('order waste')).toEqual(['page:/order/medical-waste']);
    expect(ids('order nothing-like-this')).toEqual([]);
  });

  it('lifts a recent entry among similar matches', () => {
    expect(ids('o')[0]).toBe('page:/order/order-list');
    const withRecent = ids('o', ['command:session.logout']);
    expect(withRecent[0]).toBe('command:session.logout');
  });

  it('leaves # to the server: no local entries', () => {
    expect(rankPalette(index, '#order', [])).toEqual({ items: [], total: 0, mode: 'records' });
  });

  it('keeps pages out when narrowed to commands', () => {
    expect(ids('> order')).toEqual(['command:order.cancel']);
    expect(ids('>log')).toEqual(['command:session.logout']);
  });

  // Its speed is measured by bench/palette.bench.mjs in Chromium, not by a timed unit test.
  it('finds the one entry among 5,000 that matches every word', () => {
    const many = Array.from({ length: 5000 }, (_, i) => page(`/synthetic/${i}`, `synthetic page ${i} ${['alpha', 'beta', 'gamma'][i % 3]}`, ['bench']));
    const big = buildPaletteIndex(many);
    expect(rankPalette(big, 'synthetic gamma 497', []).items[0]?.entry.id).toBe('page:/synthetic/497');
  });
});

describe('recent entries', () => {
  it('moves an entry to the front without duplicates and caps the list', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });

  it('persists per user and survives garbage', () => {
    const data = new Map<string, string>();
    const storage: KeyValueStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
    rememberRecent(storage, 1, 'page:/home');
    rememberRecent(storage, 1, 'page:/system/user');
    rememberRecent(storage, 2, 'command:session.whoami');
    expect(loadRecent(storage, 1)).toEqual(['page:/system/user', 'page:/home']);
    expect(loadRecent(storage, 2)).toEqual(['command:session.whoami']);
    data.set(recentStorageKey(3), '{not json');
    expect(loadRecent(storage, 3)).toEqual([]);
    data.set(recentStorageKey(4), '[1, "page:/home", null]');
    expect(loadRecent(storage, 4)).toEqual(['page:/home']);
  });
});

describe('record and selection commands', () => {
  const scoped: PaletteEntry[] = [
    ...entries,
    { id: 'context:0', kind: 'command', title: 'disable system users: ops', hint: 'users disable 7', group: 'system', keywords: [], scope: 'record' },
    { id: 'context:1', kind: 'command', title: 'enable system users: 2 selected', hint: 'users enable 3 4', group: 'system', keywords: [], scope: 'selection' },
  ];
  const scopedIndex = buildPaletteIndex(scoped);

  it('come first with an empty query, before recent entries, each under its section', () => {
    const ranking = rankPalette(scopedIndex, '', [entries[0]?.id ?? '']);
    expect(ranking.items.slice(0, 3).map((i) => [i.entry.id, i.section])).toEqual([
      ['context:0', 'record'],
      ['context:1', 'selection'],
      [entries[0]?.id, 'recent'],
    ]);
  });

  it('lead among matches of a query', () => {
    expect(rankPalette(scopedIndex, 'users', []).items.map((i) => i.entry.id).slice(0, 3)).toEqual(['context:0', 'context:1', 'page:/system/user']);
  });
});
