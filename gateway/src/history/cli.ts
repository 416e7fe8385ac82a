import pg from 'pg';
import { migrateHistory, pruneHistory } from './postgres-schema';
import { readHistoryOwnerSettings } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

// The owner's commands for the history in PostgreSQL (README: "Where it is kept"):
//   npm run history:migrate   the tables, and INSERT/SELECT for AUDIT_DATABASE_GATEWAY_ROLE
//   npm run history:prune     retention: entries older than HISTORY_RETENTION_DAYS (run it daily)
async function main(command: string | undefined) {
  const settings = readHistoryOwnerSettings(process.env);
  if (command === 'migrate') {
    await migrateHistory(settings.ownerUrl, settings.gatewayRole);
    console.log(`History tables ready${settings.gatewayRole ? `; ${settings.gatewayRole} may insert and select` : ''}.`);
    return;
  }
  if (command === 'prune') {
    const before = new Date(Date.now() - settings.retentionDays * DAY_MS).toISOString();
    const client = new pg.Client({ connectionString: settings.ownerUrl });
    await client.connect();
    try {
      console.log(`History entries before ${before} removed: ${await pruneHistory(client, before)}.`);
    } finally {
      await client.end();
    }
    return;
  }
  throw new Error(`Unknown command '${command ?? ''}': migrate or prune.`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
