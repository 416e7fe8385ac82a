import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BINDING_FILE } from '../src/history/provider-binding';
import { startGatewayProcess } from './gateway-process';

jest.setTimeout(90_000);

/**
 * A gateway started as a deploy starts it, over a history folder another provider made (the demo's,
 * issue 39): it refuses before any provider call, and says why and what to set in words alone.
 */
describe('a gateway over another provider’s history', () => {
  it('does not start, and prints the refusal without a stack trace', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'history-refusal-'));
    try {
      fs.writeFileSync(path.join(folder, BINDING_FILE), JSON.stringify({ provider: 'http://127.0.0.1:4100', since: '2026-12-01T00:00:00.000Z' }));
      const refused = await startGatewayProcess({
        HISTORY_PATH: folder,
        PROVIDER_URL: 'http://127.0.0.1:9',
        SESSION_SECRET: randomBytes(32).toString('base64url'),
      }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(refused).toContain('the gateway process ended at start (1)');
      expect(refused).toContain(
        `[gateway] not started: The history of changes in ${folder} was made with the provider at http://127.0.0.1:4100, but PROVIDER_URL is http://127.0.0.1:9.`,
      );
      expect(refused).toContain('HISTORY_PROVIDER_MOVED=true');
      expect(refused).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
