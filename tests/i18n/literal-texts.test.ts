// No component or CLI output holds a literal user-facing text: every text a person reads in the
// web console or the terminal comes from the message catalogue (and so exists in every language).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { en } from '@careops/core/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server';
import { literalTexts } from './literal-texts';

const isCatalogueKey = (text: string) => Object.hasOwn(en, text);

const fixture = mkdtempSync(join(tmpdir(), 'careops-literals-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('literal texts', () => {
  it('are found in JSX text, read attributes, literal children, printed and thrown texts', () => {
    mkdirSync(join(fixture, 'src'));
    writeFileSync(
      join(fixture, 'src/page.tsx'),
      [
        "export const A = () => <p className=\"flex items-center\">Hello there</p>;",
        "export const B = () => <button aria-label=\"close the panel\" title={t('web.common.close')}>×</button>;",
        "export const C = () => <span>{'some words'}</span>;",
        "export const D = () => <Section label=\"people.ui.card.sides\">{t('common.ok')} → 3</Section>;",
      ].join('\n'),
    );
    writeFileSync(join(fixture, 'src/out.ts'), ["io.stdout.write(`done: ${n} rows\\n`);", "io.stderr.write('\\n');", "throw new CliError('usage', 'a bad thing');", "throw new CliError('usage', t('cli.notSignedIn'));"].join('\n'));
    expect(literalTexts(fixture, 'src', isCatalogueKey).map(({ file, line, text }) => `${file}:${line} ${text}`).sort()).toEqual([
      'src/out.ts:1 done:   rows',
      'src/out.ts:3 a bad thing',
      'src/page.tsx:1 Hello there',
      'src/page.tsx:2 close the panel',
      'src/page.tsx:3 some words',
    ]);
  });

  it('are none in the web console', () => {
    expect(literalTexts(repoRoot, 'apps/web/src', isCatalogueKey)).toEqual([]);
  });

  it('are none in the CLI and its terminal console', () => {
    expect(literalTexts(repoRoot, 'apps/cli/src', isCatalogueKey)).toEqual([]);
  });
});
