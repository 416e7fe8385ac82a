import path from 'node:path';
import { RuleTester } from 'eslint';
import ts from 'typescript';
import { cycles, folderGraph, longComments, longFunctions, measure } from '../../scripts/code-health';

const ROOT = path.resolve(__dirname, '../..');
// eslint/code-health.cjs is CommonJS so that ESLint's config and this test load the same rule.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the rule is CommonJS (see above)
const codeHealth = require('../../eslint/code-health.cjs') as { rules: Record<string, import('eslint').Rule.RuleModule> };

const lines = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join('\n');
const source = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);

describe('the max-comment-lines rule', () => {
  new RuleTester().run('max-comment-lines', codeHealth.rules['max-comment-lines']!, {
    valid: [
      `/**\n${lines(6, ' * why ')}\n */\nconst a = 1;`,
      `${lines(8, '// why ')}\nconst a = 1;`,
      // end-of-line notes on consecutive lines are no block
      `${lines(9, 'const a').replace(/(\d)$/gm, '$1 = 1; // note')}`,
      { code: `${lines(3, '// ')}\nconst a = 1;`, options: [{ max: 3 }] },
    ],
    invalid: [
      { code: `/**\n${lines(7, ' * why ')}\n */\nconst a = 1;`, errors: [{ messageId: 'tooLong', data: { lines: 9, max: 8 } }] },
      { code: `${lines(9, '// why ')}\nconst a = 1;`, errors: [{ messageId: 'tooLong' }] },
      { code: `${lines(4, '// ')}\nconst a = 1;`, options: [{ max: 3 }], errors: [{ messageId: 'tooLong' }] },
    ],
  });
});

describe('npm run health', () => {
  it('counts long functions and comment blocks as the lint rules do', () => {
    const body = lines(119, '  const a');
    expect(longFunctions(source(`function fits() {\n${lines(118, '  a;')}\n}`))).toEqual([]);
    expect(longFunctions(source(`const big = () => {\n${body.replace(/(\d)$/gm, '$1 = 1;')}\n};`))).toMatchObject([{ name: 'big', lines: 121 }]);
    expect(longComments(source(`${lines(9, '// ')}\nconst a = 1;`))).toMatchObject([{ line: 1, lines: 9 }]);
    expect(longComments(source(`/*\n${lines(6, ' ')}\n*/\nconst a = 1; // x\n// y`))).toEqual([]);
  });

  it('finds import circles between files and between folders', () => {
    const graph = new Map([
      ['a/x.ts', new Set(['b/y.ts'])],
      ['b/y.ts', new Set(['b/z.ts'])],
      ['b/z.ts', new Set(['a/w.ts'])],
      ['a/w.ts', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(folderGraph(graph))).toEqual([['a', 'b']]);
    graph.get('a/w.ts')!.add('a/x.ts');
    expect(cycles(graph)).toEqual([['a/w.ts', 'a/x.ts', 'b/y.ts', 'b/z.ts']]);
  });

  it.each(['gateway/src', 'web/src'])('reports %s free of long functions, long comments and import circles', (root) => {
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const health = measure(root);
      expect(health.files).toBeGreaterThan(100);
      expect({ ...health, files: 0 }).toEqual({ root, files: 0, longFunctions: [], longComments: [], fileCycles: [], folderCycles: [] });
    } finally {
      process.chdir(cwd);
    }
  });
});
