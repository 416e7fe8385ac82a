// `npm test`: the unit suite (jest) beside the e2e suite (Playwright). On CI's two cores jest runs one
// worker while e2e runs; once e2e is done, a second worker takes the rest of jest's queue
// (scripts/jest/worker-gate.cjs), instead of one core idling for the last ~13 minutes.
// Elsewhere: half the cores beside e2e (JEST_WORKERS_BESIDE_E2E to choose), cores - 1 after.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { concurrently } from 'concurrently';

const cores = os.availableParallelism();
const workersBesideE2e = Math.max(1, Number(process.env.JEST_WORKERS_BESIDE_E2E ?? Math.floor(cores / 2)));
const workers = Math.max(workersBesideE2e + 1, cores - 1, 2);
const gateDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-'));
const gate = path.join(gateDir, 'e2e-done');

const { commands, result } = concurrently(
  [
    {
      name: 'unit',
      command: `npm run test:unit -- --maxWorkers=${workers}`,
      env: { JEST_WORKER_GATE: gate, JEST_WORKERS_BEFORE_GATE: String(workersBesideE2e) },
    },
    { name: 'e2e', command: 'npm run test:e2e' },
  ],
  { prefixColors: ['blue', 'magenta'] },
);
const e2e = commands.find((command) => command.name === 'e2e');
const openGate = () => writeFileSync(gate, '');
e2e?.close.subscribe(openGate);
e2e?.error.subscribe(openGate);

let failed = false;
try {
  await result;
} catch {
  failed = true;
} finally {
  rmSync(gateDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
