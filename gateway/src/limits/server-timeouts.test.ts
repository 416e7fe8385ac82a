import { createServer } from 'node:http';
import { applyServerTimeouts } from './index';
import { readLimitsConfig } from './config';

describe('the HTTP server timeouts', () => {
  it('keep an idle connection open longer than a load balancer does (65 s > 60 s), and slow headers still 10 s', () => {
    const server = createServer();
    applyServerTimeouts(server, readLimitsConfig({}));
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBe(10_000);
    applyServerTimeouts(server, readLimitsConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000' }));
    expect(server.keepAliveTimeout).toBe(75_000);
  });
});
