import { describe, expect, it } from 'vitest';
import { moveQuestion, questionsBody } from './question-editor-model';

describe('question editor', () => {
  it('moves a question one place, never past either end', () => {
    expect(moveQuestion(['a', 'b', 'c'], 2, -1)).toEqual({ list: ['a', 'c', 'b'], to: 1 });
    expect(moveQuestion(['a', 'b', 'c'], 0, 1)).toEqual({ list: ['b', 'a', 'c'], to: 1 });
    expect(moveQuestion(['a', 'b', 'c'], 0, -1)).toEqual({ list: ['a', 'b', 'c'], to: 0 });
    expect(moveQuestion(['a', 'b', 'c'], 2, 1)).toEqual({ list: ['a', 'b', 'c'], to: 2 });
  });

  it('sends choices only for choice questions, ids only for saved ones', () => {
    expect(
      questionsBody([
        { key: 'k1', id: 4, kind: 'single', text: 'How?', choices: 'Good\n\n Poor ', scaleMax: 5 },
        { key: 'k2', kind: 'text', text: 'Else?', choices: 'ignored', scaleMax: 5 },
      ]),
    ).toEqual([
      { id: 4, kind: 'single', text: 'How?', options: ['Good', 'Poor'], scaleMax: 5 },
      { kind: 'text', text: 'Else?', options: [], scaleMax: 5 },
    ]);
  });
});
