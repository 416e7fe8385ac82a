/**
 * Is a provider ready for Backoffice? Read-only: signs in, calls every read of the contract
 * (provider/openapi.yaml) with harmless arguments, checks each answer and tells per screen whether
 * it will work. Exit code 0 when every spec read Backoffice makes answers as the contract says.
 *
 *   npm run provider:check -- --url URL --user U --password P [--app backoffice] [--accounting-app accounting]
 *
 * PROVIDER_URL, PROVIDER_APP, PROVIDER_ACCOUNTING_APP and PROVIDER_PROCEDURES are read as the
 * gateway reads them (a flag wins), so renamed procedures are checked under their names.
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
