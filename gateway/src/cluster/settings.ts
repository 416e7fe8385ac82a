import { readDrainSettings, type DrainSettings } from './drain';
import { readRedisSettings, type RedisSettings } from './redis';

/** How instances behind a load balancer share state and stop (README: Running several gateways). */
export interface ClusterSettings extends Omit<RedisSettings, 'url'> {
  drain: DrainSettings;
}

export function readClusterSettings(env: NodeJS.ProcessEnv): ClusterSettings {
  return { ...readRedisSettings(env), drain: readDrainSettings(env) };
}
