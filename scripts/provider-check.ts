/**
 * Checks that a provider answers what Backoffice reads, per screen, without writing anything:
 * `npm run provider:check -- --url URL --user U --password P`; PROVIDER_* variables are read as the gateway does.
 * `--template` prints the mapping template (PROVIDER_PROCEDURES) instead. Exit 0 go, 1 a screen will not work, 2 could not check.
 */
import { parseArgs } from 'node:util';
import { buildCatalogue, defaultCatalogue, type ProcedureKey } from '../gateway/src/provider/procedures/catalogue';
import { readCompanyDetails } from '../gateway/src/provider/records/company-details';
import { runCheck } from '../provider/src/contract/check';
import { ConnectionFailure } from '../provider/src/contract/check-http';
import { formatReport } from '../provider/src/contract/check-report';
import { mappingTemplate } from '../provider/src/contract/check-template';
import { loadContract } from '../provider/src/contract/contract';

const HELP = `usage: npm run provider:check -- --url URL --user U --password P [--app A] [--accounting-app A]
       npm run provider:check -- --template

Signs in, calls every read Backoffice makes and the user calls, asks each write procedure whether it
exists (with a body that is not JSON: nothing is written), and prints per screen whether it will work.
PROVIDER_URL, PROVIDER_APP, PROVIDER_ACCOUNTING_APP, PROVIDER_PROCEDURES and COMPANY_* are read as the
gateway reads them.

  --template   print every catalogue key with its name, method, application and the spec's name, as a
               PROVIDER_PROCEDURES JSON to edit (the "spec" member is for reading; the gateway ignores it)

Exit codes: 0 go (every screen will work), 1 a screen will not work (the report says which and why),
2 could not check (no answer from the provider, sign-in refused, wrong arguments).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.PROVIDER_URL },
      user: { type: 'string' },
      password: { type: 'string' },
      app: { type: 'string', default: process.env.PROVIDER_APP ?? 'backoffice' },
      'accounting-app': { type: 'string', default: process.env.PROVIDER_ACCOUNTING_APP ?? 'accounting' },
      template: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (values.template) {
    process.stdout.write(`${JSON.stringify(mappingTemplate(defaultCatalogue, loadContract()), null, 2)}\n`);
    return 0;
  }
  if (!values.url || !values.user || !values.password) {
    process.stderr.write(`${HELP}\n`);
    return 2;
  }
  const catalogue = buildCatalogue(process.env.PROVIDER_PROCEDURES ? JSON.parse(process.env.PROVIDER_PROCEDURES) : {});
  const report = await runCheck({
    url: values.url,
    user: values.user,
    password: values.password,
    apps: { main: values.app!, accounting: values['accounting-app']! },
    procedureOf: (key) => catalogue[key as ProcedureKey],
    companyConfigured: readCompanyDetails(process.env) !== null,
  });
  process.stdout.write(`${formatReport(report)}\n`);
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    const what = err instanceof ConnectionFailure ? err.message : `provider check failed: ${err.message}`;
    process.stderr.write(`${what}\nCould not check (exit 2).\n`);
    process.exit(2);
  },
);
