/**
 * Read-only check that a provider answers every read Backoffice makes as the contract says, per screen:
 * `npm run provider:check -- --url URL --user U --password P`; PROVIDER_* variables are read as the gateway does.
 */
import { parseArgs } from 'node:util';
import { buildCatalogue, type ProcedureKey } from '../gateway/src/provider/procedures/catalogue';
import { PROVIDER_EXTENSIONS } from '../gateway/src/provider/extensions';
import { runCheck } from '../provider/src/contract/check';
import { formatReport } from '../provider/src/contract/check-report';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.PROVIDER_URL },
      user: { type: 'string' },
      password: { type: 'string' },
      app: { type: 'string', default: process.env.PROVIDER_APP ?? 'backoffice' },
      'accounting-app': { type: 'string', default: process.env.PROVIDER_ACCOUNTING_APP ?? 'accounting' },
    },
  });
  if (!values.url || !values.user || !values.password) {
    process.stderr.write('usage: npm run provider:check -- --url URL --user U --password P [--app A] [--accounting-app A]\n');
    return 2;
  }
  const catalogue = buildCatalogue(process.env.PROVIDER_PROCEDURES ? JSON.parse(process.env.PROVIDER_PROCEDURES) : {});
  const report = await runCheck({
    url: values.url,
    user: values.user,
    password: values.password,
    apps: { main: values.app!, accounting: values['accounting-app']! },
    procedureOf: (key) => catalogue[key as ProcedureKey],
  });
  process.stdout.write(`${formatReport(report, PROVIDER_EXTENSIONS)}\n`);
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    process.stderr.write(`provider check failed: ${err.message}\n`);
    process.exit(2);
  },
);
