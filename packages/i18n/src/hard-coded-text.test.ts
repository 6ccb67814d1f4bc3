// Screens show no hard-coded text: every word a user reads comes from a catalogue.
// Scans the .tsx files of the shell and every remote for JSX text, string
// children and string values of text-bearing attributes that contain letters.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../../..');
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'tooltip',
  'message',
  'heading',
  'subtitle',
  'caption',
]);
/** Text that needs no translation: product names shown the same in every language. */
const ALLOWED = new Set<string>([]);
const HAS_LETTER = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : tsxFiles(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });
}

export function findHardCodedText(file: string, source = fs.readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!HAS_LETTER.test(clean) || ALLOWED.has(clean)) return;
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(ROOT, file)}:${line + 1} "${clean}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const e = node.expression;
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) {
        const e = init.expression;
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const dirs = [
  'shell/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
  'packages/ui/src',
];

describe('no hard-coded text in screens', () => {
  it('detects JSX text, string children and text attributes, and ignores symbols', () => {
    const sample = `const A = () => (<div title="Close" aria-label={t('x')}>
      Hello {'World'} <b>×</b> {count} · <input placeholder={\`Search\`} className="a b" />
    </div>);`;
    expect(findHardCodedText('/tmp/sample.tsx', sample).map((s) => s.replace(/^.*:\d+ /, ''))).toEqual([
      '"Close"',
      '"Hello"',
      '"World"',
      '"Search"',
    ]);
  });

  it.each(dirs)('%s', (dir) => {
    const offenders = tsxFiles(path.join(ROOT, dir)).flatMap((f) => findHardCodedText(f));
    expect(offenders).toEqual([]);
  });
});
