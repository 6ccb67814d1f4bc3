import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// What a client's author does with the served document: lint it with Redocly's
// recommended rules (less the two server/redocly.yaml turns off, and why), and
// generate TypeScript types from it that must compile under strict options.
const require = createRequire(import.meta.url);
const redoclyCli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const redoclyConfig = path.join(import.meta.dirname, '../../redocly.yaml');

interface LintProblem {
  ruleId: string;
  message: string;
  location: { pointer?: string }[];
}

const app = useTestApp();
let dir: string;
let document: OpenAPI3;
let documentFile: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-openapi-'));
  const res = await app.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body;
  documentFile = path.join(dir, 'openapi.json');
  fs.writeFileSync(documentFile, JSON.stringify(document, null, 2));
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document, as a client sees it', () => {
  it('lints with no problem under Redocly’s recommended rules', async () => {
    const run = promisify(execFile);
    // The CLI exits 1 on an error-level problem; its JSON report is on stdout either way.
    const { stdout } = await run(
      process.execPath,
      [redoclyCli, 'lint', documentFile, `--config=${redoclyConfig}`, '--format=json', '--max-problems=1000'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: LintProblem[];
    };
    const problems = report.problems.map(
      (p) => `${p.ruleId} at ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('generates TypeScript types that compile under strict options and name operations as the router does', async () => {
    const types = astToString(await openapiTS(document));
    fs.writeFileSync(path.join(dir, 'api.ts'), types);
    // A client's use of them: an operation reached by its procedure's name.
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      [
        "import type { operations, paths } from './api.ts';",
        "type Task = operations['tasks.get']['responses'][200]['content']['application/json'];",
        "type Created = paths['/api/tasks']['post']['responses'][201]['content']['application/json'];",
        'export const sameTask = (task: Task): Created => task;',
        'export const title = (task: Task): string => task.title;',
        "export type Counts = operations['tasks.counts']['responses'][200]['content']['application/json']['todo'];",
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noUnusedLocals: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      verbatimModuleSyntax: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
    expect(program.getSourceFiles().map((f) => path.basename(f.fileName))).toContain('api.ts');
  });
});
