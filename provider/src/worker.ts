/**
 * Runs a provider in a worker thread for startProvider (index.ts): PGlite can't run inside
 * jest's module sandbox (it imports node modules dynamically), a worker is plain node.
 * Messages: in `{type:'query', id, sql, params}` and `{type:'close'}`; out `ready`, `error`,
 * `result`, `closed`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { runProvider, type ProviderOptions, type RunningProvider } from './host';

export type WorkerOptions = Omit<ProviderOptions, 'logger'> & { logLevel?: string };

export type ToWorker = { type: 'query'; id: number; sql: string; params?: unknown[] } | { type: 'close' };
export type FromWorker =
  | { type: 'ready'; url: string; port: number }
  | { type: 'error'; message: string; stack?: string }
  | { type: 'result'; id: number; rows?: unknown[]; rowCount?: number; error?: string }
  | { type: 'closed' };

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

async function main(): Promise<void> {
  const { logLevel, ...options } = workerData as WorkerOptions;
  let provider: RunningProvider;
  try {
    provider = await runProvider({ ...options, logger: pino({ level: logLevel ?? 'silent' }) });
  } catch (err) {
    post({ type: 'error', message: (err as Error).message, stack: (err as Error).stack });
    return;
  }
  port.on('message', (message: ToWorker) => {
    if (message.type === 'query') {
      provider.db.query(message.sql, message.params).then(
        ({ rows, rowCount }) => post({ type: 'result', id: message.id, rows, rowCount }),
        (err: Error) => post({ type: 'result', id: message.id, error: err.message }),
      );
    } else if (message.type === 'close') {
      provider.close().finally(() => {
        post({ type: 'closed' });
        port.close();
      });
    }
  });
  post({ type: 'ready', url: provider.url, port: provider.port });
}

void main();
