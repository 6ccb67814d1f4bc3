#!/usr/bin/env node
// Counts the structure figures the "one way in" reshaping is judged by, in the tree
// it is run from (`node scripts/measure-structure.mjs [root]`). To compare with an
// older commit: `git worktree add /tmp/base <commit> && node scripts/measure-structure.mjs /tmp/base`.
// Duplicated blocks are counted apart, by jscpd: `npx --yes jscpd@4 --min-lines 10 --silent server/src mf-* packages shell`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage']);

function files(dir, keep) {
  const out = [];
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const isSource = (p) => /\.(ts|tsx)$/.test(p) && !/\.test\.tsx?$|test-helper|\.d\.ts$/.test(p);
const server = files(join(root, 'server/src'), isSource);
// Comment lines are left out: a doc comment saying "tasks" reads nothing.
const code = (p) =>
  readFileSync(p, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');
const count = (paths, re) => paths.reduce((n, p) => n + (code(p).match(re) ?? []).length, 0);

// 1. Statements reading `tasks` outside the tasks module.
const outsideTasks = server.filter((p) => !p.includes('/modules/tasks/'));
const taskReads = count(outsideTasks, /\b(from|join)\s+tasks\b(?!\.)/g);

// 2. Where endpoints are declared.
const restRegistrations = count(server, /\br\.(get|post|put|patch|delete)\(/g);
const procedures = count(server, /Procedure\b[\s\S]{0,200}?\.(query|mutation)\(/g);
const routeSpecs = count(server, /\broute\(\{/g);
const endpointRows = count(server, /\bendpoint\(\{/g);

// 3. Context types handed to services.
const contextTypes = count(server, /export (interface|type) \w*(Ctx|Context)\b(?! = Omit)(?!Options)/g);

// 4. The client: task:updated handlers and modules keeping tasks in a query cache.
const client = ['packages', 'shell', ...readdirSync(root).filter((d) => d.startsWith('mf-'))].flatMap((d) =>
  files(join(root, d), (p) => isSource(p) && !p.includes('/domain/')),
);
const taskUpdatedHandlers = count(client, /(\.on|useSocketEvent)\(\s*['"]task:updated['"]/g);
const taskCaches = client.filter(
  (p) => /setQueryData|setQueriesData/.test(readFileSync(p, 'utf8')) && /task/i.test(relative(root, p)),
).length;

// 5. Server folders importing each other in one knot: the largest strongly connected
// component, over every import and over run-time imports only (`import type` left out).
const folderOf = (p) => relative(join(root, 'server/src'), dirname(p)) || '.';
function folderGraph(runtimeOnly) {
  const edges = new Map();
  for (const p of server) {
    const from = folderOf(p);
    if (!edges.has(from)) edges.set(from, new Set());
    let text = readFileSync(p, 'utf8');
    if (runtimeOnly) text = text.replace(/import type [^;]+;/gs, '');
    for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(resolve(dirname(p), m[1]));
      if (to !== from && !to.startsWith('..')) edges.get(from).add(to);
    }
  }
  return edges;
}
function largestKnot(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let best = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > best.length) best = scc;
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return best;
}
const edges = folderGraph(false);
const knot = largestKnot(edges);
const runtimeKnot = largestKnot(folderGraph(true));

console.log(
  JSON.stringify(
    {
      root,
      taskReadsOutsideTasksModule: taskReads,
      endpointDeclarations: { restRegistrations, procedures, routeSpecs, endpointRows },
      contextTypes,
      client: { taskUpdatedHandlers, filesWritingTaskQueryCaches: taskCaches },
      serverFolderKnot: { folders: edges.size, largest: knot.length, largestAtRunTime: runtimeKnot.length },
    },
    null,
    2,
  ),
);
