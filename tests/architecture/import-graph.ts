import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * How one module depends on another: `value` is a static import that runs the other module
 * first, `type` is erased by the compiler (`import type`, or every named binding `type`),
 * `dynamic` is an `import()` that loads it later.
 */
export type ImportKind = 'value' | 'type' | 'dynamic';

export interface ImportEdge {
  /** Repository-relative paths with forward slashes, e.g. 'apps/web/src/app/app.tsx'. */
  from: string;
  /** The imported file, or the package name for a bare specifier ('@careops/core'). */
  to: string;
  kind: ImportKind;
  specifier: string;
}

/** The import specifiers of one source text, with their kind. */
export function readImports(fileName: string, text: string): { specifier: string; kind: ImportKind }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: importIsTypeOnly(node) ? 'type' : 'value' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'value' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push({ specifier: arg.text, kind: 'dynamic' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(fromAbs: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromAbs), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const toPosix = (path: string): string => path.split(sep).join('/');

/** Every import of every .ts/.tsx file under `roots` (repository-relative folders). */
export function importGraph(repoRoot: string, roots: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of roots.flatMap((root) => sourceFiles(join(repoRoot, root)))) {
    const from = toPosix(relative(repoRoot, file));
    for (const { specifier, kind } of readImports(file, readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        edges.push({ from, to: specifier, kind, specifier });
        continue;
      }
      const target = resolveRelative(file, specifier);
      // Non-code assets ('./styles.css') and unresolvable specifiers are the compiler's business.
      if (target) edges.push({ from, to: toPosix(relative(repoRoot, target)), kind, specifier });
    }
  }
  return edges;
}

/**
 * The cycles among value imports (static and `import()`): each strongly connected component
 * with more than one file (or a file importing itself), as its sorted list of files. Type-only
 * imports are erased by the compiler, so they are left out.
 */
export function valueCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.kind === 'type') continue;
    if (!next.has(e.from)) next.set(e.from, []);
    next.get(e.from)!.push(e.to);
  }
  // Tarjan's algorithm, iterative so deep graphs cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, i: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (next.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** A rule: files matched by `from` must not import (value or dynamic) what `forbidden` matches. */
export interface LayerRule {
  name: string;
  from(file: string): boolean;
  forbidden(edge: ImportEdge): boolean;
}

/** Imports that break a rule, as 'rule: from -> specifier'. Type-only imports count too: a type names its layer. */
export function layerViolations(edges: readonly ImportEdge[], rules: readonly LayerRule[]): string[] {
  const found: string[] = [];
  for (const edge of edges) {
    for (const rule of rules) {
      if (rule.from(edge.from) && rule.forbidden(edge)) found.push(`${rule.name}: ${edge.from} -> ${edge.specifier}`);
    }
  }
  return found;
}
