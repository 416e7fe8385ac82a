import { readConfig } from './server/config';
import { createLogger } from './common/logger';
import { createGateway } from './server/server';
import { applyHeapGrowing, readHeapGrowingPercent } from './server/memory';
import { HistoryProviderMismatch } from './history/provider-binding';

async function main() {
  applyHeapGrowing(readHeapGrowingPercent(process.env));
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const gateway = await createGateway(config, { logger });
  const { url } = await gateway.listen();
  logger.info({ url, provider: config.providerUrl }, `gateway listening on ${url}`);
  // a deploy's SIGTERM: /readyz says 503, requests in flight finish (cluster/drain.ts), then exit 0;
  // Ctrl-C (SIGINT) skips the drain period: no load balancer is waiting to take the instance out
  const stop = (drain: boolean) =>
    gateway.stop({ drain }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  process.on('SIGINT', () => void stop(false));
  process.on('SIGTERM', () => void stop(true));
}

main().catch((error) => {
  // a refusal in words is for the operator: its message alone, not a stack trace
  console.error(error instanceof HistoryProviderMismatch ? `[gateway] not started: ${error.message}` : error);
  process.exit(1);
});
