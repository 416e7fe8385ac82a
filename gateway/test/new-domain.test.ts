import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * CONTRIBUTING's promise, shown: a new domain (scripts/fixtures/new-domain: SDL, gateway domain,
 * provider procedures, calls and records, web feature with its shell and both languages) copied
 * into a clean checkout of HEAD needs `npm run codegen` and nothing else: the gateway and the web
 * type-check, the registries' test passes, and git sees only new files and generated ones. The one
 * shared file it edits is the provider's contract (provider/openapi.yaml, one file by design).
 */

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'scripts/fixtures/new-domain');
const BIN = path.join(ROOT, 'node_modules/.bin');
/** The one shared file a domain with provider calls edits: its operations in the contract. */
const CONTRACT = 'provider/openapi.yaml';
const GENERATED = /(^|\/)generated\/|\.generated\.ts$/;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/** Runs a command in the clone; resolves with its output, rejects with it on a non-zero exit. */
function run(cwd: string, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command === 'npm' ? 'npm' : path.join(BIN, command), args, { cwd, env: { ...process.env, CI: '1' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`))));
  });
}

function copyTree(from: string, to: string): string[] {
  return fs.readdirSync(from, { withFileTypes: true }).flatMap((entry) => {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) return copyTree(source, target).map((f) => path.join(entry.name, f));
    fs.mkdirSync(to, { recursive: true });
    fs.copyFileSync(source, target);
    return [entry.name];
  });
}

describe('a new domain', () => {
  let clone: string;
  beforeAll(() => {
    clone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'new-domain-')), 'repo');
    git(ROOT, 'worktree', 'add', '--detach', '--quiet', clone, 'HEAD');
    // the installed packages, linked rather than installed again
    for (const dir of ['', 'gateway', 'web', 'provider']) {
      if (fs.existsSync(path.join(ROOT, dir, 'node_modules')))
        fs.symlinkSync(path.join(ROOT, dir, 'node_modules'), path.join(clone, dir, 'node_modules'), 'dir');
    }
  });
  afterAll(() => {
    if (!clone) return;
    git(ROOT, 'worktree', 'remove', '--force', clone);
    fs.rmSync(path.dirname(clone), { recursive: true, force: true });
  });

  it('needs only its own files and codegen: both type-checks and the registries pass, git sees nothing else', async () => {
    const added = copyTree(FIXTURE, clone).filter((f) => f !== 'provider/openapi-memos.yaml');
    fs.rmSync(path.join(clone, 'provider/openapi-memos.yaml'));
    const contract = fs.readFileSync(path.join(clone, CONTRACT), 'utf8');
    // the fixture's paths, at the indentation of the contract's `paths:`
    const operations = fs.readFileSync(path.join(FIXTURE, 'provider/openapi-memos.yaml'), 'utf8').replace(/^(?=.)/gm, '  ');
    fs.writeFileSync(path.join(clone, CONTRACT), contract.replace('\ncomponents:\n', `\n${operations}components:\n`));

    await run(clone, 'npm', ['run', 'codegen']);
    // the two type-checks at once: one per core
    const checks = await Promise.allSettled([run(clone, 'tsc', ['-p', 'gateway', '--noEmit']), run(clone, 'tsc', ['-p', 'web', '--noEmit'])]);
    for (const check of checks) if (check.status === 'rejected') throw check.reason;
    await run(clone, 'jest', ['--ci', 'gateway/test/registries.test.ts']);

    const status = git(clone, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ state: line.slice(0, 2).trim(), file: line.slice(3) }));
    const changed = status.filter((s) => s.state !== '??').map((s) => s.file);
    const untracked = status.filter((s) => s.state === '??').map((s) => s.file);
    expect(changed.filter((f) => !GENERATED.test(f) && !f.endsWith('node_modules'))).toEqual([CONTRACT]);
    expect(untracked.filter((f) => !f.endsWith('node_modules')).sort()).toEqual([...added].sort());
    // what codegen gathered: the domain's resolvers, tracked kind, records, list kinds and its words
    const read = (file: string) => fs.readFileSync(path.join(clone, file), 'utf8');
    expect(read('gateway/src/domains/domains.generated.ts')).toMatch(/domain as memos/);
    expect(read('gateway/src/domains/history/tracked.generated.ts')).toMatch(/tracked as memos/);
    expect(read('gateway/src/provider/records/records.generated.ts')).toMatch(/\.\/memos/);
    expect(read('gateway/src/provider/procedures/affects.generated.ts')).toMatch(/affects as memos/);
    expect(read('web/src/i18n/menu-texts.generated.ts')).toMatch(/memos: \{ memos: "Memo's" \}|memos: \{ memos: 'Memo\\'s' \}/);
    expect(read('web/src/i18n/history-texts.generated.ts')).toMatch(/MEMO: 'Memo'/);
  }, 600_000);
});
