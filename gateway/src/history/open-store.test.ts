import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryStore } from './memory-store';
import { openHistoryStore, startRetention } from './open-store';
import { historyWarnings, readHistorySettings } from './settings';
import { entryId } from './store';

const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const DAY = 24 * 60 * 60 * 1000;

describe('the history settings', () => {
  it('keep the history in .data/history of the repo for ten years unless told otherwise', () => {
    const repo = path.resolve(__dirname, '../../..');
    expect(readHistorySettings({})).toEqual({ path: path.join(repo, '.data', 'history'), retentionDays: 3650, lockWaitMs: 2000 });
    expect(readHistorySettings({ HISTORY_PATH: ' memory ', HISTORY_RETENTION_DAYS: '30' })).toMatchObject({
      path: 'memory',
      retentionDays: 30,
    });
    expect(readHistorySettings({ HISTORY_PATH: 'var/history' }).path).toBe(path.resolve('var/history'));
    expect(readHistorySettings({ AUDIT_DATABASE_URL: 'postgres://h/audit' }).databaseUrl).toBe('postgres://h/audit');
    expect(() => readHistorySettings({ HISTORY_RETENTION_DAYS: 'forever' })).toThrow(/^HISTORY_RETENTION_DAYS must be/);
  });

  it('warn when gateways share Redis but each keeps its own history', () => {
    const settings = readHistorySettings({});
    expect(historyWarnings({ history: settings, session: {} })).toEqual([]);
    expect(historyWarnings({ history: settings, session: { redisUrl: 'redis://r' } })).toEqual([expect.stringMatching(/REDIS_URL.*lmdb.*AUDIT_DATABASE_URL/)]);
    expect(historyWarnings({ history: { ...settings, path: 'memory' }, session: { redisUrl: 'redis://r' } })).toEqual([expect.stringMatching(/in memory/)]);
    const shared = { ...settings, databaseUrl: 'postgres://h/audit' };
    expect(historyWarnings({ history: shared, session: { redisUrl: 'redis://r' } })).toEqual([]);
  });
});

describe('openHistoryStore', () => {
  it('opens memory, an lmdb folder, or PostgreSQL when a database URL is given', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'history-open-'));
    try {
      const memory = await openHistoryStore({ path: 'memory', logger });
      await memory.remember({ type: 'TASK', id: '1' }, { version: 'v', fields: {}, at: new Date().toISOString() });
      await memory.close();
      const lmdb = await openHistoryStore({ path: path.join(folder, 'history'), logger });
      await lmdb.close();
      expect(fs.readdirSync(path.join(folder, 'history'))).toContain('data.mdb');
      // Nothing listens on port 1: the attempt shows PostgreSQL was chosen over the path.
      await expect(openHistoryStore({ path: folder, databaseUrl: 'postgres://u@127.0.0.1:1/x', logger })).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('startRetention', () => {
  afterEach(() => jest.useRealTimers());

  it('prunes what is older than the retention at once and then daily, until the store closes', async () => {
    jest.useFakeTimers({ now: Date.parse('2025-06-01T00:00:00Z') });
    const inner = createMemoryStore();
    const old = new Date(Date.now() - 11 * DAY).toISOString();
    const recent = new Date(Date.now() - 9 * DAY).toISOString();
    const entry = (at: string) => ({
      id: entryId(Date.parse(at)),
      at,
      userName: null,
      recordType: 'TASK' as const,
      recordId: '1',
      ownerType: 'TASK' as const,
      ownerId: '1',
      action: 'CHANGED' as const,
      changes: [],
    });
    await inner.append([entry(old), entry(recent)], []);
    const prune = jest.spyOn(inner, 'prune');
    const store = startRetention(inner, 10, logger);
    expect(prune).toHaveBeenLastCalledWith('2025-05-22T00:00:00.000Z');
    expect((await store.query({})).map((e) => e.at)).toEqual([recent]);
    jest.advanceTimersByTime(DAY);
    expect(prune).toHaveBeenCalledTimes(2);
    expect(prune).toHaveBeenLastCalledWith('2025-05-23T00:00:00.000Z');
    await store.close();
    jest.advanceTimersByTime(3 * DAY);
    expect(prune).toHaveBeenCalledTimes(2);
  });
});
