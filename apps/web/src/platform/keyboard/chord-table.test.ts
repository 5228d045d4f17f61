import { areaRoutes } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { areaLetters, assignAreaLetters, goChords } from './chord-table';

describe('area letters', () => {
  it('gives every spec area a distinct letter, never g or h', () => {
    expect(areaLetters).toHaveLength(areaRoutes.length);
    const letters = areaLetters.map((a) => a.letter);
    expect(new Set(letters).size).toBe(letters.length);
    expect(letters).not.toContain('g');
    expect(letters).not.toContain('h');
  });

  it("uses the route table's chord letters for the known areas", () => {
    const byArea = Object.fromEntries(areaLetters.map((a) => [a.area, a.letter]));
    expect(byArea).toEqual({ order: 'o', finance: 'f', studio: 's', securityCenter: 'y', person: 'p', product: 'c', consumables: 'i', operationTools: 'm', system: 'a' });
  });

  it('derives letters for unknown areas from their titles, deterministically', () => {
    const areas = [
      { name: 'order', title: 'order management' },
      { name: 'reports', title: 'operations reports' },
      { name: 'ratings', title: 'ratings' },
      { name: 'hotline', title: 'hotline' },
    ];
    const first = assignAreaLetters(areas);
    expect(first.map((a) => a.letter)).toEqual(['o', 'r', 'a', 't']);
    expect(assignAreaLetters(areas)).toEqual(first);
  });
});

describe('goChords', () => {
  it('includes home and each area the user can open, landing on its usual page', () => {
    const all = goChords(() => true);
    expect(all[0]).toMatchObject({ keys: 'g h', path: '/home' });
    expect(all.find((c) => c.keys === 'g o')?.path).toBe('/order/order-list');
    expect(all.find((c) => c.keys === 'g y')?.path).toBe('/security-center/security-center-list');
    expect(all.find((c) => c.keys === 'g s')?.path).toBe('/studio/studio-index/studio-center');
    expect(all).toHaveLength(areaRoutes.length + 1);
  });

  it('falls back to the first allowed page and drops areas the user cannot open', () => {
    const allowed = new Set(['/home', '/order/medical-waste']);
    const chords = goChords((p) => allowed.has(p));
    expect(chords.map((c) => [c.keys, c.path])).toEqual([['g h', '/home'], ['g o', '/order/medical-waste']]);
  });

  it('never targets hidden or parameterised pages', () => {
    const seen: string[] = [];
    goChords((p) => (seen.push(p), false));
    expect(seen.some((p) => p.includes('/:'))).toBe(false);
    expect(seen).not.toContain('/order/order-place/:id');
  });
});
