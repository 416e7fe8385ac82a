/**
 * Which extensions a provider offers, by evidence the gateway could rely on: the extension's own
 * operation answered, or its answer fields carried by every item of every answer whose items the
 * contract gives them — never one stray field (a duplicate check's `Productcode` is no `extraFields`).
 */
import { EXTENSION_EFFECTS, PROVIDER_EXTENSIONS, type ProviderExtension } from '../../../gateway/src/provider/extensions';
import type { CallResult } from './check-session';

export interface ExtensionVerdict {
  name: ProviderExtension;
  offered: boolean;
  /** Why, in words (what answered, or which answers lacked its fields). */
  evidence: string;
  /** What switching it on changes in Backoffice. */
  effect: string;
}

const nameOf = (r: CallResult) => r.sent?.name ?? r.op.name;

function byOperation(name: ProviderExtension, results: CallResult[]): ExtensionVerdict | undefined {
  const own = results.filter((r) => r.op.extension === name && r.outcome !== 'skipped');
  if (own.length === 0) return undefined;
  const answered = own.filter((r) => r.outcome === 'ok');
  const offered = answered.length === own.length;
  const evidence = offered
    ? `${own.map(nameOf).join(', ')} answered as the contract says`
    : `${own
        .filter((r) => r.outcome !== 'ok')
        .map((r) => `${nameOf(r)}: ${r.status === 404 ? 'not found' : (r.problems[0] ?? 'failed')}`)
        .join('; ')}`;
  return { name, offered, evidence, effect: EXTENSION_EFFECTS[name] };
}

function byFields(name: ProviderExtension, results: CallResult[]): ExtensionVerdict {
  // the calls whose items may carry its fields, answered with items or not
  const expected = results.filter((r) => r.op.extension === null && r.outcome === 'ok' && r.extensionItems?.[name] !== undefined);
  const should = expected.filter((r) => r.extensionItems![name]!.items > 0);
  const full = should.filter((r) => r.extensionItems![name]!.carrying === r.extensionItems![name]!.items);
  const some = should.filter((r) => r.extensionItems![name]!.carrying > 0);
  const calls = (list: CallResult[]) => new Set(list.map(nameOf)).size;
  // fields spread over several calls are never told from one call's answer (a duplicate check's findings)
  const tooFew = calls(expected) > 1 && calls(should) < 2;
  const offered = should.length > 0 && full.length === should.length && !tooFew;
  const count = (r: CallResult) => `${nameOf(r)} ${r.extensionItems![name]!.carrying}/${r.extensionItems![name]!.items}`;
  let evidence: string;
  if (should.length === 0) evidence = 'no answer to tell by';
  else if (tooFew)
    evidence = `too few answers to tell by: only ${should.map(count).join(', ')} had items of ${calls(expected)} calls that may carry its fields`;
  else if (offered) evidence = `every item of ${should.length} answer(s) carries its fields`;
  else if (some.length === 0) evidence = `none of ${should.length} answer(s) carries its fields`;
  else {
    const lacking = should.filter((r) => !full.includes(r)).slice(0, 3);
    evidence = `only some answers carry its fields (${some.slice(0, 3).map(count).join(', ')}; lacking: ${lacking.map(count).join(', ')}, items carrying/items)`;
  }
  return { name, offered, evidence, effect: EXTENSION_EFFECTS[name] };
}

export function offeredExtensions(results: CallResult[], byIds: { offered: boolean; evidence: string }): ExtensionVerdict[] {
  return PROVIDER_EXTENSIONS.map((name) => {
    if (name === 'byIds') return { name, offered: byIds.offered, evidence: byIds.evidence, effect: EXTENSION_EFFECTS[name] };
    return byOperation(name, results) ?? byFields(name, results);
  });
}
