import { QUESTION_KINDS, SCALE_MAX_TOP, SCALE_MIN_TOP, type QuestionKind } from './catalogue-release-values';

/**
 * Questions as lines of text, the way a form's text area and `careops questionnaires create
 * --questions` write them: one question per line, `kind: text | choice | choice`, e.g.
 *
 *     single: How was the visit? | Good | Fair | Poor
 *     multiple: What did the nurse check? | Blood pressure | Wound | Medication
 *     text: Anything else we should know?
 *     scale 5: How likely are you to recommend us?
 *
 * A line without a kind is a text question. Blank lines are skipped.
 */

export interface QuestionInput {
  /** An existing question's id (edits keep answers attached). */
  id?: number | undefined;
  kind: QuestionKind;
  text: string;
  options: string[];
  scaleMax: number;
}

const LINE = /^\s*(single|multiple|text|scale)(?:\s+(\d+))?\s*:\s*(.*)$/i;

/** The questions of `text`, or the number of the first line it cannot read. */
export function parseQuestionLines(text: string): { questions: QuestionInput[] } | { badLine: number } {
  const questions: QuestionInput[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    const match = LINE.exec(raw);
    const kind = (match?.[1]?.toLowerCase() ?? 'text') as QuestionKind;
    if (!(QUESTION_KINDS as readonly string[]).includes(kind)) return { badLine: index + 1 };
    const body = match ? (match[3] ?? '') : raw;
    const [first = '', ...rest] = body.split('|').map((part) => part.trim());
    const top = match?.[2] === undefined ? 5 : Number(match[2]);
    if (kind === 'scale' && (top < SCALE_MIN_TOP || top > SCALE_MAX_TOP)) return { badLine: index + 1 };
    questions.push({ kind, text: first, options: rest.filter((o) => o !== ''), scaleMax: kind === 'scale' ? top : 5 });
  }
  return { questions };
}

/** The lines of `questions` (parseQuestionLines reads them back). */
export function formatQuestionLines(questions: ReadonlyArray<Pick<QuestionInput, 'kind' | 'text' | 'options' | 'scaleMax'>>): string {
  return questions
    .map((q) => {
      const head = q.kind === 'scale' ? `scale ${q.scaleMax}` : q.kind;
      const choices = q.kind === 'single' || q.kind === 'multiple' ? q.options.map((o) => ` | ${o}`).join('') : '';
      return `${head}: ${q.text}${choices}`;
    })
    .join('\n');
}
