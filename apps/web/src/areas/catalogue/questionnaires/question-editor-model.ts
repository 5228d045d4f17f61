import type { QuestionKind } from '@careops/core/contract';

/** A question as the editor holds it (choices as lines of text). */
export interface EditorQuestion {
  /** A stable key for React, and the question's id once saved. */
  key: string;
  id?: number;
  kind: QuestionKind;
  text: string;
  choices: string;
  scaleMax: number;
}

/** The list with the question at `from` moved by `by` places (kept within the list). */
export function moveQuestion<T>(list: readonly T[], from: number, by: -1 | 1): { list: T[]; to: number } {
  const to = Math.min(list.length - 1, Math.max(0, from + by));
  if (to === from) return { list: [...list], to };
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return { list: next, to };
}

/** The editQuestionnaire `questions` of the editor's list, in order. */
export function questionsBody(list: readonly EditorQuestion[]) {
  return list.map((q) => ({
    ...(q.id === undefined ? {} : { id: q.id }),
    kind: q.kind,
    text: q.text,
    options: q.kind === 'single' || q.kind === 'multiple' ? q.choices.split('\n').map((c) => c.trim()).filter((c) => c !== '') : [],
    scaleMax: q.scaleMax,
  }));
}
