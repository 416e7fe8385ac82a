// The issue-31 figures, counted on the syntax tree: functions over 120 lines, comment blocks over
// 8 lines, and import cycles between files and between folders. `npm run health [-- DIR…]`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 120;
export const MAX_COMMENT_LINES = 8;
const DEFAULT_ROOTS = ['gateway/src', 'web/src', 'provider/src', 'shared/src', 'scripts'];
/** Roots whose import graph must be free of cycles (the rest only get the function and comment counts). */
const CYCLE_ROOTS = new Set(['gateway/src', 'web/src']);

const isSource = (file: string) => /\.(ts|tsx|mts|cts)$/.test(file) && !file.endsWith('.d.ts');
const isTestOrGenerated = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)generated\//.test(file) || /\.generated\.ts$/.test(file);

export function sourceFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(root, name))
    .filter((file) => isSource(file) && fs.statSync(file).isFile())
    .sort();
}

const parse = (file: string, text = fs.readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

export interface Finding {
  file: string;
  line: number;
  lines: number;
  name: string;
}

/** Function-like nodes longer than the limit, first line to last line as ESLint's max-lines-per-function counts. */
export function longFunctions(source: ts.SourceFile, max = MAX_FUNCTION_LINES): Finding[] {
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      const named = (node as ts.FunctionLikeDeclaration).name;
      const owner = ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent) ? node.parent.name : undefined;
      const name = (named ?? owner)?.getText(source) ?? '(anonymous)';
      if (lines > max) found.push({ file: source.fileName, line: start + 1, lines, name });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Comment blocks longer than the limit: one block comment, or `//` lines on consecutive lines with nothing before them. */
export function longComments(source: ts.SourceFile, max = MAX_COMMENT_LINES): Finding[] {
  const text = source.getFullText();
  const seen = new Map<number, ts.CommentRange>();
  const collect = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((range) => seen.set(range.pos, range));
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const ownLine = (range: ts.CommentRange) => text.slice(text.lastIndexOf('\n', range.pos - 1) + 1, range.pos).trim() === '';
  const blocks: { start: number; end: number; line: boolean }[] = [];
  for (const range of [...seen.values()].sort((a, b) => a.pos - b.pos)) {
    const start = lineOf(range.pos);
    const end = lineOf(range.end);
    const line = range.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    const last = blocks[blocks.length - 1];
    if (line && !ownLine(range)) continue;
    if (line && last?.line && last.end === start - 1) last.end = end;
    else blocks.push({ start, end, line });
  }
  return blocks
    .filter((block) => block.end - block.start + 1 > max)
    .map((block) => ({ file: source.fileName, line: block.start + 1, lines: block.end - block.start + 1, name: block.line ? '//' : '/* */' }));
}

/** Every file's relative imports (`import type` and `export … from` included) resolved within the root. */
export function importGraph(root: string, files: string[]): Map<string, Set<string>> {
  const inRoot = new Set(files.map((file) => path.resolve(file)));
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowJs: false,
    resolveJsonModule: true,
  };
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const ref of info.importedFiles) {
      const resolved = ts.resolveModuleName(ref.fileName, path.resolve(file), options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inRoot.has(resolved)) targets.add(path.relative(process.cwd(), resolved));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Folder graph: a node per directory, an edge when a file directly in A imports a file directly in B (A ≠ B). */
export function folderGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = path.dirname(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) if (path.dirname(target) !== from) edges.add(path.dirname(target));
  }
  return folders;
}

/** Strongly connected components with more than one node (Tarjan): each is one import circle. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) connect(node);
  return found;
}

export interface Health {
  root: string;
  files: number;
  longFunctions: Finding[];
  longComments: Finding[];
  fileCycles?: string[][];
  folderCycles?: string[][];
}

export function measure(root: string): Health {
  const files = sourceFiles(root);
  const checked = files.filter((file) => !isTestOrGenerated(file));
  const parsed = checked.map((file) => parse(file));
  const health: Health = {
    root,
    files: files.length,
    longFunctions: parsed.flatMap((source) => longFunctions(source)),
    longComments: parsed.flatMap((source) => longComments(source)),
  };
  if (CYCLE_ROOTS.has(root)) {
    // Tests are leaves (nothing imports them): they sit outside the layers and may import any of them.
    const graph = importGraph(
      root,
      files.filter((file) => !/\.test\.tsx?$/.test(file)),
    );
    health.fileCycles = cycles(graph);
    health.folderCycles = cycles(folderGraph(graph));
  }
  return health;
}

function report(health: Health, verbose: boolean): string {
  const size = (found: string[][] | undefined) =>
    found ? `${found.length}${found.length ? ` (${found.map((cycle) => cycle.length).join(', ')} nodes)` : ''}` : '-';
  const lines = [
    `${health.root}: ${health.files} files, functions > ${MAX_FUNCTION_LINES} lines: ${health.longFunctions.length}, comment blocks > ${MAX_COMMENT_LINES} lines: ${health.longComments.length}, file cycles: ${size(health.fileCycles)}, folder cycles: ${size(health.folderCycles)}`,
  ];
  if (verbose) {
    for (const found of health.longFunctions) lines.push(`  function ${found.file}:${found.line} ${found.name} (${found.lines} lines)`);
    for (const found of health.longComments) lines.push(`  comment  ${found.file}:${found.line} ${found.name} (${found.lines} lines)`);
    for (const cycle of health.fileCycles ?? []) lines.push(`  file cycle: ${cycle.join(' ')}`);
    for (const cycle of health.folderCycles ?? []) lines.push(`  folder cycle: ${cycle.join(' ')}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? __filename)) {
  const args = process.argv.slice(2);
  const verbose = !args.includes('--quiet');
  const roots = args.filter((arg) => !arg.startsWith('--'));
  const results = (roots.length ? roots : DEFAULT_ROOTS).map((root) => measure(root.replace(/\/$/, '')));
  console.log(results.map((health) => report(health, verbose)).join('\n'));
  const failing = results.filter((h) => h.longFunctions.length || h.longComments.length || h.fileCycles?.length || h.folderCycles?.length);
  if (args.includes('--check') && failing.length) process.exitCode = 1;
}
