import { readConfig } from './server/config';
import { createLogger } from './common/logger';
import { createGateway } from './server/server';
import { applyHeapGrowing, readHeapGrowingPercent } from './server/memory';

async function main() {
  applyHeapGrowing(readHeapGrowingPercent(process.env));
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const gateway = await createGateway(config, { logger });
  const { url } = await gateway.listen();
  logger.info({ url, provider: config.providerUrl }, `gateway listening on ${url}`);
  const stop = async () => {
    await gateway.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
