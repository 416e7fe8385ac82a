/** The provider check's report in words (check.ts runs it; scripts/provider-check.ts prints it; README › Connecting your provider explains it). */
import type { CallResult, CheckReport } from './check';

const mark = { ok: '✓', failed: '✗', skipped: '·' } as const;

/** What was sent: the key, the procedure's name and method as deployed, and the path. */
const sentText = (r: { op: CallResult['op']; sent?: CallResult['sent'] }) =>
  `${r.op.key ?? r.op.operationId} — ${r.sent?.method ?? r.op.method} ${r.sent?.name ?? r.op.name}${r.sent && r.sent.path !== r.sent.name ? ` (${r.sent.path.split('?')[0]})` : ''}`;

function line(r: CallResult): string[] {
  // an extension's call that fails only says the extension is not offered: no screen depends on it
  const sign = r.op.extension && r.outcome === 'failed' ? '·' : mark[r.outcome];
  const out = [`  ${sign} ${sentText(r)}${r.op.extension ? ` (extension ${r.op.extension}${r.outcome === 'failed' ? ': not offered' : ''})` : ''}`];
  for (const problem of r.problems.slice(0, 5)) out.push(`      ${problem}`);
  if (r.problems.length > 5) out.push(`      … and ${r.problems.length - 5} more`);
  if (r.missing.length) out.push(`      fields the spec lists that never came (shown empty): ${r.missing.join(', ')}`);
  return out;
}

const APP_SETTING = { main: 'PROVIDER_APP (--app)', accounting: 'PROVIDER_ACCOUNTING_APP (--accounting-app)' } as const;

function screens(report: CheckReport): string[] {
  const out: string[] = [];
  // under a wrong application the 404s and the reads they left without arguments are said once, above
  const hidden = (r: { sent?: CallResult['sent']; status?: number; outcome: string }) =>
    report.appsNotFound.length > 0 && (r.outcome === 'skipped' || (r.status === 404 && r.sent !== undefined && report.appsNotFound.includes(r.sent.app)));
  for (const { screen, works, results } of report.screens) {
    out.push(`${screen}: ${works ? 'will work' : 'will NOT work'}`);
    for (const r of results) if (!hidden(r)) out.push(...line(r));
    const writes = report.writes.filter((w) => w.op.screens.includes(screen) && w.op.extension === null);
    const missing = writes.filter((w) => w.outcome === 'failed');
    if (writes.length) out.push(`  ${missing.length ? '✗' : '✓'} ${writes.length - missing.length} of ${writes.length} write procedure(s) found`);
    for (const w of missing) if (!hidden(w)) out.push(`      ${sentText(w)}: ${w.problems.join('; ')}`);
    out.push('');
  }
  return out;
}

function extensions(report: CheckReport): string[] {
  const out = ['Extensions (PROVIDER_EXTENSIONS):'];
  for (const e of report.extensions) {
    out.push(`  ${e.offered ? '✓' : '·'} ${e.name}: ${e.offered ? 'offered' : 'not offered'} (${e.evidence})`);
    if (e.offered) out.push(`      switching it on: ${e.effect}`);
  }
  const offered = report.extensions.filter((e) => e.offered).map((e) => e.name);
  out.push(`  set PROVIDER_EXTENSIONS=${offered.length ? offered.join(',') : 'none'}`);
  if (report.byIds.sent)
    out.push(
      `  (byIds asked with ${report.byIds.sent.method} ${report.byIds.sent.name} (${report.byIds.sent.path}) {orderids}: HTTP ${report.byIds.status ?? 'none'})`,
    );
  return out;
}

function company(report: CheckReport): string {
  if (report.company === 'provider') return 'Pro-forma company block: from the provider (companyDetails).';
  if (report.company === 'configured') return 'Pro-forma company block: from the COMPANY_* settings (the provider has no companyDetails).';
  return 'Pro-forma company block: the provider has no companyDetails and no COMPANY_NAME (or COMPANY_DETAILS) is set: set COMPANY_NAME, COMPANY_ADDRESS, COMPANY_POSTAL_CODE, COMPANY_CITY, COMPANY_COUNTRY, COMPANY_VAT_NUMBER, COMPANY_IBAN, COMPANY_EMAIL, COMPANY_PHONE for the gateway, else the pro-forma says the company details are not configured.';
}

export function formatReport(report: CheckReport): string {
  const out = [
    `Provider ${report.url}, applications '${report.apps.main}' (main) and '${report.apps.accounting}' (accounting)`,
    `Signed in; roles: ${report.signIn.roles ?? '(none)'}`,
    '',
  ];
  for (const app of report.appsNotFound) {
    out.push(
      `✗ Every procedure asked in application '${report.apps[app]}' answered 404: the application setting ${APP_SETTING[app]} is the likely cause, not the procedures.`,
      '',
    );
  }
  out.push(...screens(report), ...extensions(report), '', company(report));
  if (report.notMade.length)
    out.push(`${report.notMade.length} spec read(s) Backoffice does not make were not called (${report.notMade.map((op) => op.name).join(', ')}).`);
  out.push(
    'Writes are never sent: each write procedure is asked with a body that is not JSON ({), which a provider refuses before anything runs (400 or 405); 404 means not found.',
    'Not asked: the user writes (POST /api/Users, /api/users/Update, /api/users/Delete, /api/Account/ChangePassword): they are fixed paths of the spec, not procedures a deployment names.',
  );
  const failed = report.screens.filter((s) => !s.works).map((s) => s.screen);
  const skipped = report.results.filter((r) => r.op.extension === null && r.outcome === 'skipped');
  if (skipped.length) out.push(`${skipped.length} read(s) not checked: no record to ask about (marked ·).`);
  out.push(report.ok ? 'Verdict: go — every screen will work (exit 0).' : `Verdict: ${failed.length} screen(s) will NOT work: ${failed.join(', ')} (exit 1).`);
  return out.join('\n');
}
