import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Kind, parse, visit, type FieldNode } from 'graphql';

// Issue 41: useFormSave is the only way a form saves, and every mutation selects its refusals the one way.
const ROOT = join(__dirname, '../../../..');

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === 'generated' ? [] : files(join(dir, entry.name), ending)) : entry.name.endsWith(ending) ? [join(dir, entry.name)] : [],
  );
}

/** ESLint's findings for `code` as if it were the file `path`, with the repository's config. */
function lint(path: string, code: string): { ruleId: string | null; message: string }[] {
  let out: string;
  try {
    out = execFileSync('npx', ['eslint', '--format', 'json', '--stdin', '--stdin-filename', path], { cwd: ROOT, input: code, encoding: 'utf8' });
  } catch (error) {
    out = (error as { stdout: string }).stdout; // findings make eslint exit 1
  }
  return (JSON.parse(out) as { messages: { ruleId: string | null; message: string }[] }[])[0]!.messages;
}

describe('the one save of a form', () => {
  it('refuses a feature form that calls useMutation or the pieces the hook wraps', () => {
    const planted = [
      "import { useForm } from 'react-hook-form';",
      "import { useMutation } from '@apollo/client/react';",
      "import { saveOutcome } from '../../core/payloads';",
      "import { useConflict } from '../../core/history';",
      "import { submissionKeys } from '../../core/idempotency';",
      "import { useFormGuard } from '../../ui/close-guard';",
      'export function PlantedForm() {',
      '  const form = useForm();',
      '  const [save] = useMutation(null as never);',
      '  return [form, save, saveOutcome, useConflict, submissionKeys, useFormGuard];',
      '}',
    ].join('\n');
    const found = lint('web/src/features/tasks/planted-form.tsx', planted);
    const rules = found.map((m) => m.ruleId);
    expect(rules.filter((r) => r === 'no-restricted-imports')).toHaveLength(4);
    expect(found.find((m) => m.ruleId === 'no-restricted-syntax')?.message).toMatch(/useFormSave/);
  }, 60_000);

  it('lets a form on the hook, and a one-click action outside a form, through', () => {
    const clean = [
      "import { useMutation } from '@apollo/client/react';",
      "import { muiField } from '../../core/forms';",
      'export function Button() {',
      '  const [run] = useMutation(null as never);',
      '  return [run, muiField];',
      '}',
    ].join('\n');
    expect(lint('web/src/features/tasks/planted-button.tsx', clean).filter((m) => m.ruleId?.startsWith('no-restricted'))).toEqual([]);
  }, 60_000);

  it('has every mutation select its userErrors as ...UserErrorFields, and only so', () => {
    const wrong = files(join(ROOT, 'web/src'), '.graphql').flatMap((file) => misselected(readFileSync(file, 'utf8'), relative(ROOT, file)));
    expect(wrong).toEqual([]);
  });

  it('finds a planted mutation that selects its refusals by hand, or not at all', () => {
    expect(misselected('mutation A($i: CreateUserInput!) { createUser(input: $i) { userErrors { field message code } } }', 'a')).toEqual(['a: userErrors']);
    expect(misselected('mutation B($i: CreateUserInput!) { createUser(input: $i) { user { id } } }', 'b')).toEqual(['b: createUser selects no userErrors']);
  });
});

const SCHEMA = readdirSync(join(ROOT, 'schema'))
  .map((name) => readFileSync(join(ROOT, 'schema', name), 'utf8'))
  .join('\n');

/** Whether a mutation's payload type has refusals (its SDL declares userErrors). */
function hasUserErrors(mutation: string): boolean {
  const type = new RegExp(`\\b${mutation}(\\([^)]*\\))?\\s*:\\s*(\\w+)`).exec(SCHEMA)?.[2];
  const body = type ? new RegExp(`type ${type}\\b[^{]*\\{([^}]*)\\}`).exec(SCHEMA)?.[1] : undefined;
  return !!body && /\buserErrors\s*:/.test(body);
}

/** The mutations of a document that select no userErrors though they have some, and userErrors selected otherwise than by the fragment. */
function misselected(source: string, where: string): string[] {
  const wrong: string[] = [];
  const document = parse(source);
  // Fragments of the same document that select userErrors count where they are spread.
  const withRefusals = new Set(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION && d.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'userErrors')
        ? [d.name.value]
        : [],
    ),
  );
  visit(document, {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      for (const selection of operation.selectionSet.selections) {
        const field = selection as FieldNode;
        const selected = field.selectionSet?.selections.some(
          (s) => (s.kind === Kind.FIELD && s.name.value === 'userErrors') || (s.kind === Kind.FRAGMENT_SPREAD && withRefusals.has(s.name.value)),
        );
        if (hasUserErrors(field.name.value) && !selected) wrong.push(`${where}: ${field.name.value} selects no userErrors`);
      }
    },
    Field(field) {
      if (field.name.value !== 'userErrors') return;
      const only = field.selectionSet?.selections ?? [];
      if (only.length !== 1 || only[0]!.kind !== Kind.FRAGMENT_SPREAD || only[0]!.name.value !== 'UserErrorFields') wrong.push(`${where}: userErrors`);
    },
  });
  return wrong;
}
