// Finds user-facing text written into components instead of taken from the message catalogue:
// JSX text, and string literals in JSX attributes people read (aria-label, title, placeholder,
// alt, label), or passed as JSX children, that look like words. Used by literal-texts.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);

/** Text with a word of two letters or more: what a person reads (not '×', '→', '/', '0'). */
export const looksLikeWords = (text: string): boolean => /\p{L}{2,}/u.test(text);

function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path, extensions);
    return extensions.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Calls that print what they are given: the terminal's output (`io.stdout.write(…)`, printNotice).
const PRINTING_CALLS = new Set(['write', 'printNotice', 'printLine']);

/** The words of a string or template literal, placeholders left out; undefined for anything else. */
function literalWords(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return undefined;
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/**
 * The literal texts under `dir` (tests excluded): in .tsx files the JSX's text, read attributes
 * and literal children; in every file, literals printed to the terminal or thrown to the user
 * (`new CliError(kind, '…')`). `isCatalogueKey` leaves out literals that name a message.
 */
export function literalTexts(root: string, dir: string, isCatalogueKey: (text: string) => boolean = () => false): LiteralText[] {
  const found: LiteralText[] = [];
  for (const path of sourceFiles(join(root, dir), ['.tsx', '.ts'])) {
    const tsx = path.endsWith('.tsx');
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const report = (node: ts.Node, text: string) => {
      if (!looksLikeWords(text) || isCatalogueKey(text.trim())) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file: relative(root, path), line: line + 1, text: text.trim() });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node)) report(node, node.text);
      else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) report(value, value.text);
        else if (ts.isJsxExpression(value) && value.expression && (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))) report(value, value.expression.text);
      } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression) {
        if (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) report(node, node.expression.text);
      }
      if ((ts.isCallExpression(node) && PRINTING_CALLS.has(calleeName(node) ?? '')) || (ts.isNewExpression(node) && calleeName(node) === 'CliError')) {
        const printed = ts.isNewExpression(node) ? node.arguments?.slice(1) : node.arguments;
        for (const argument of printed ?? []) {
          const words = literalWords(argument);
          if (words !== undefined) report(argument, words);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
