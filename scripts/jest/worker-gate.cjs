// jest setupFiles entry. `npm test` (scripts/test.mjs) starts jest with two workers beside the e2e suite,
// but on two cores only one may run then: the others wait here, before their first suite, until e2e is done.
const fs = require('node:fs');

const gate = process.env.JEST_WORKER_GATE;
const workerId = Number(process.env.JEST_WORKER_ID ?? 1);
const workersBeforeGate = Number(process.env.JEST_WORKERS_BEFORE_GATE ?? 1);

if (gate && workerId > workersBeforeGate && !fs.existsSync(gate)) {
  // setupFiles run synchronously; the worker has nothing else to do until the gate opens.
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (!fs.existsSync(gate)) Atomics.wait(cell, 0, 0, 500);
}
