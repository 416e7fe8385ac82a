/**
 * `npm start -w provider` (or `npx tsx provider/src/main.ts`): the provider on
 * http://127.0.0.1:$PORT, its data under $DATA_DIR (or in $DATABASE_URL, or with PROVIDER_FRESH=1
 * a throw-away in-memory copy of the seeded test template).
 */
import pino from 'pino';
import { readConfig } from './config';
import { runProvider } from './host';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  const provider = await runProvider({
    port: config.port,
    dataDir: config.databaseUrl || config.fresh ? undefined : config.dataDir,
    databaseUrl: config.databaseUrl,
    fresh: config.fresh,
    seedSize: config.seedSize,
    seed: config.seed,
    latencyMs: config.latencyMs,
    maxUploadBytes: config.maxUploadBytes,
    profile: config.profile,
    recordViolations: config.recordViolations,
    logger,
  });
  process.stdout.write(`provider listening on ${provider.url}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'provider stopping');
    // A process holding PGlite does not exit until the database is closed.
    provider.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'provider failed to stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: Error) => {
  process.stderr.write(`provider failed to start: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
