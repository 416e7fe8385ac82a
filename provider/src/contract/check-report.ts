/** The provider check's report in words (check.ts runs it; scripts/provider-check.ts prints it). */
import type { CallResult, CheckReport } from './check';

const mark = { ok: '✓', failed: '✗', skipped: '·' } as const;

function line(r: CallResult): string[] {
  const what = `${r.op.key ?? r.op.operationId} — ${r.sent?.method ?? r.op.method} ${r.op.name}`;
  const out = [`  ${mark[r.outcome]} ${what}${r.op.extension ? ` (extension ${r.op.extension})` : ''}`];
  for (const problem of r.problems.slice(0, 5)) out.push(`      ${problem}`);
  if (r.problems.length > 5) out.push(`      … and ${r.problems.length - 5} more`);
  if (r.missing.length) out.push(`      fields the spec lists that never came (shown empty): ${r.missing.join(', ')}`);
  return out;
}

export function formatReport(report: CheckReport, known: readonly string[]): string {
  const out: string[] = [];
  for (const { screen, works, results } of report.screens) {
    out.push(`${screen}: ${works ? 'will work' : 'will NOT work'}`);
    for (const r of results) out.push(...line(r));
    out.push('');
  }
  const unused = report.results.filter((r) => r.op.key === null);
  if (unused.length) {
    out.push('Spec reads Backoffice does not make (for information; they do not count):');
    for (const r of unused) out.push(...line(r));
    out.push('');
  }
  const offered = report.extensions.filter((name) => known.includes(name));
  out.push(
    `Extensions this provider offers: ${offered.length ? offered.join(', ') : 'none'} (PROVIDER_EXTENSIONS=${offered.length ? offered.join(',') : 'none'})`,
  );
  const spec = report.results.filter((r) => r.op.key !== null && r.op.extension === null);
  const failed = spec.filter((r) => r.outcome === 'failed');
  const skipped = spec.filter((r) => r.outcome === 'skipped');
  if (skipped.length) out.push(`${skipped.length} spec read(s) not checked: no record to ask about (marked ·).`);
  out.push(
    report.ok
      ? 'Every spec read Backoffice makes answers as the contract says.'
      : `${failed.length} spec read(s) Backoffice makes do not answer as the contract says.`,
  );
  return out.join('\n');
}
