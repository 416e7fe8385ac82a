import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openHistoryStore } from './open-store';
import { BINDING_FILE, bindHistoryToProvider, HistoryProviderMismatch, providerIdentity } from './provider-binding';
import { startPostgres } from '../../test/postgres';

const logger = { info: jest.fn(), warn: jest.fn() };
const EMBEDDED = 'http://127.0.0.1:4100';
const COMPANY = 'https://provider.example.be/backoffice/';

describe('the history bound to its provider', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'history-bind-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('names a provider by scheme, host, port and path only', () => {
    expect(providerIdentity('HTTPS://user:pw@Provider.Example.be:8443/Backoffice/?x=1')).toBe('https://provider.example.be:8443/backoffice');
    expect(providerIdentity(COMPANY)).toBe('https://provider.example.be/backoffice');
  });

  it('keeps one lmdb folder to the embedded provider it was made with, and refuses another in words', async () => {
    const history = path.join(folder, 'history');
    await bindHistoryToProvider({ path: history, providerUrl: EMBEDDED, logger });
    const store = await openHistoryStore({ path: history, logger });
    await store.remember({ type: 'SALES_ORDER', id: '7' }, { version: 'demo', fields: {}, at: new Date().toISOString() });
    await store.close();
    // the same provider again: it starts
    await bindHistoryToProvider({ path: history, providerUrl: `${EMBEDDED}/`, logger });

    const switched = bindHistoryToProvider({ path: history, providerUrl: COMPANY, logger });
    await expect(switched).rejects.toThrow(HistoryProviderMismatch);
    await expect(switched).rejects.toThrow(
      `The history of changes in ${history} was made with the provider at http://127.0.0.1:4100, but PROVIDER_URL is https://provider.example.be/backoffice.`,
    );
    await expect(switched).rejects.toThrow(/HISTORY_PATH to a new folder.*HISTORY_PROVIDER_MOVED=true/);
    // refused before anything changed: still the embedded provider's
    expect(JSON.parse(fs.readFileSync(path.join(history, BINDING_FILE), 'utf8')).provider).toBe('http://127.0.0.1:4100');
    // a new folder for the company's provider starts empty
    const own = path.join(folder, 'company-history');
    await bindHistoryToProvider({ path: own, providerUrl: COMPANY, logger });
    const fresh = await openHistoryStore({ path: own, logger });
    expect(await fresh.seen({ type: 'SALES_ORDER', id: '7' })).toBeNull();
    await fresh.close();
  });

  it('moves to a new address when told the provider moved', async () => {
    const history = path.join(folder, 'history');
    await bindHistoryToProvider({ path: history, providerUrl: EMBEDDED, logger });
    await bindHistoryToProvider({ path: history, providerUrl: COMPANY, providerMoved: true, logger });
    await bindHistoryToProvider({ path: history, providerUrl: COMPANY, logger });
    await expect(bindHistoryToProvider({ path: history, providerUrl: EMBEDDED, logger })).rejects.toThrow(HistoryProviderMismatch);
  });

  it('takes an lmdb history from before the binding as the current provider’s, and says so', async () => {
    const history = path.join(folder, 'history');
    await (await openHistoryStore({ path: history, logger })).close();
    logger.warn.mockClear();
    await bindHistoryToProvider({ path: history, providerUrl: COMPANY, logger });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'https://provider.example.be/backoffice' }),
      expect.stringMatching(/no provider recorded/),
    );
  });

  it('needs no binding in memory', async () => {
    await bindHistoryToProvider({ path: 'memory', providerUrl: EMBEDDED, logger });
    await bindHistoryToProvider({ path: 'memory', providerUrl: COMPANY, logger });
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('keeps a PostgreSQL history (AUDIT_DATABASE_URL) to one provider too', async () => {
    const server = await startPostgres();
    try {
      await bindHistoryToProvider({ databaseUrl: server.url(), providerUrl: EMBEDDED, logger });
      await bindHistoryToProvider({ databaseUrl: server.url(), providerUrl: EMBEDDED, logger });
      await expect(bindHistoryToProvider({ databaseUrl: server.url(), providerUrl: COMPANY, logger })).rejects.toThrow(
        /in AUDIT_DATABASE_URL was made with the provider at http:\/\/127\.0\.0\.1:4100/,
      );
      await bindHistoryToProvider({ databaseUrl: server.url(), providerUrl: COMPANY, providerMoved: true, logger });
      await expect(bindHistoryToProvider({ databaseUrl: server.url(), providerUrl: EMBEDDED, logger })).rejects.toThrow(HistoryProviderMismatch);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
