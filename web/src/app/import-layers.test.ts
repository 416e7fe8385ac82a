import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 31: the web's layers (app → features → core → ui, CONTRIBUTING.md) and no import circle,
 * between files or between folders (a folder and its subfolder are two). Every import counts:
 * `import type` and a lazy `import()` too. ESLint refuses most wrong imports as they are typed.
 */
const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile());
}

type Graph = Map<string, Set<string>>;

/** File → the files it imports (relative paths under web/src). */
function fileGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => (fileName.startsWith('.') ? [resolveLocal(file, fileName)] : [])).filter((t) => t !== undefined);
    graph.set(path.relative(SRC, file), new Set(targets.map((t) => path.relative(SRC, t))));
  }
  return graph;
}

/** Folder → the other folders its files import ('.' is web/src itself). */
function folderGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of files) {
    const from = path.dirname(file);
    const edges = graph.get(from) ?? new Set<string>();
    for (const target of targets) if (path.dirname(target) !== from) edges.add(path.dirname(target));
    graph.set(from, edges);
  }
  return graph;
}

/** The strongly connected parts with more than one node (Tarjan): each is a circle of imports. */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) part.push(member);
    } while (member !== undefined && member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = fileGraph();
const imports = (from: RegExp, to: RegExp): string[] =>
  [...files].flatMap(([file, targets]) => (from.test(file) ? [...targets].filter((t) => to.test(t)).map((t) => `${file} → ${t}`) : []));

describe("the web's layers (issue 31)", () => {
  it('reads the sources (the walk works)', () => {
    expect(files.size).toBeGreaterThan(200);
    expect(files.get('app/shell/shell-routes.tsx')).toContain('app/shell/order-panel-routes.tsx'); // a lazy import counts
    expect(files.get('features/tasks/shell.tsx')).toContain('core/feature-shell/index.ts'); // a type import counts
  });

  it('has no circle between files', () => {
    expect(circles(files)).toEqual([]);
  });

  it('has no circle between folders (a folder and its subfolder are two)', () => {
    expect(circles(folderGraph(files))).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set()],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      circles(
        folderGraph(
          new Map([
            ['x/one.ts', new Set(['x/y/two.ts'])],
            ['x/y/two.ts', new Set(['x/three.ts'])],
          ]),
        ),
      ),
    ).toEqual([['x', 'x/y']]);
  });

  it('keeps the directions: features and core never import app, core and ui no feature, ui nothing of core', () => {
    expect(imports(/^features\//, /^app\//)).toEqual([]);
    expect(imports(/^core\//, /^(app|features)\//)).toEqual([]);
    expect(imports(/^ui\//, /^(app|core|features)\//)).toEqual([]);
  });
});
