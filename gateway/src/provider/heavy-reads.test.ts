import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { readConfig } from '../server/config';
import { createLogger } from '../common/logger';
import { buildCatalogue, defaultCatalogue } from './procedures/catalogue';
import { ProviderClient } from './client';
import { createFaultPolicy, readFaultConfig } from './faults';
import { DEFAULT_HEAVY_READS, HeavyReads, readHeavyReadConfig, type HeavyReadConfig } from './heavy-reads';

interface Seen {
  url: string;
  body: string;
  res: ServerResponse;
}

/** A provider that holds every heavy call (month end) until the test answers it, counting how many it holds at once. */
async function fakeProvider(heavy: Partial<HeavyReadConfig>, opts: { timeoutMs?: number; deadlineMs?: number; answerAfterMs?: number; held?: string } = {}) {
  const held: Seen[] = [];
  const arrived: string[] = [];
  let open = 0;
  let mostOpen = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = req.url ?? '';
      if (!url.includes(opts.held ?? 'getMonthEnd')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Success: true, Items: [{ Id: 7 }] }));
        return;
      }
      arrived.push(body);
      open++;
      mostOpen = Math.max(mostOpen, open);
      res.on('close', () => open--);
      if (opts.answerAfterMs !== undefined) setTimeout(() => answer(res, body), opts.answerAfterMs);
      else held.push({ url, body, res });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const faults = createFaultPolicy(
    { ...readFaultConfig({}), requestDeadlineMs: opts.deadlineMs ?? 60_000, heavyReads: { ...DEFAULT_HEAVY_READS, ...heavy } },
    createLogger('silent'),
  );
  const client = new ProviderClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apps: { main: 'backoffice', accounting: 'accounting' },
    catalogue: buildCatalogue(),
    timeoutMs: opts.timeoutMs ?? 60_000,
    retries: 0,
    logger: createLogger('silent'),

    faults,
  }).withToken('tok');
  const until = async (what: () => boolean) => {
    while (!what()) await sleep(5);
  };
  /** Answers the oldest held call. */
  const release = () => {
    const next = held.shift();
    if (!next) throw new Error('no held call to answer');
    answer(next.res, next.body);
  };
  return {
    client,
    faults,
    held,
    arrived,
    until,
    release,
    mostOpen: () => mostOpen,
    close: () => {
      for (const h of held) h.res.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function answer(res: ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ Success: true, Items: [JSON.parse(body)] }));
}

const monthEnd = (client: ProviderClient, n: number) => client.forRequest().items('monthEnd.query', { offset: n });

describe('heavy provider reads (bulkhead)', () => {
  it('never sends more than N at once, sends the waiting ones first come first served, and answers every one', async () => {
    const p = await fakeProvider({ concurrency: 2 });
    const calls = [0, 1, 2, 3, 4, 5].map((n) => monthEnd(p.client, n));
    await p.until(() => p.held.length === 2);
    expect(p.faults.heavyReads.waiting).toBe(4);
    for (let answered = 0; answered < 6; answered++) {
      await p.until(() => p.held.length === Math.min(2, 6 - answered));
      p.release();
    }
    await expect(Promise.all(calls)).resolves.toEqual([0, 1, 2, 3, 4, 5].map((n) => [{ offset: n }]));
    expect(p.arrived.map((b) => JSON.parse(b).offset)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(p.mostOpen()).toBe(2);
    await p.close();
  });

  it("by default sends three at once: a products page's three price lists leave together", async () => {
    const p = await fakeProvider({});
    const calls = [0, 1, 2, 3].map((n) => monthEnd(p.client, n));
    await p.until(() => p.held.length === 3);
    expect(p.faults.heavyReads.waiting).toBe(1);
    for (let answered = 0; answered < 4; answered++) {
      await p.until(() => p.held.length === Math.min(3, 4 - answered));
      p.release();
    }
    await expect(Promise.all(calls)).resolves.toHaveLength(4);
    expect(p.mostOpen()).toBe(3);
    await p.close();
  });

  it('lets a cheap call through while heavy ones wait', async () => {
    const p = await fakeProvider({ concurrency: 1 });
    const heavy = [0, 1, 2].map((n) => monthEnd(p.client, n));
    await p.until(() => p.held.length === 1);
    expect(p.faults.heavyReads.waiting).toBe(2);
    // one order and the period dates are not heavy: answered while the month ends are still held
    await expect(p.client.forRequest().items('salesOrders.get', { salesorderid: 7 })).resolves.toEqual([{ Id: 7 }]);
    await expect(p.client.forRequest().items('periodDates.list')).resolves.toEqual([{ Id: 7 }]);
    expect(p.arrived).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      await p.until(() => p.held.length === 1);
      p.release();
    }
    await expect(Promise.all(heavy)).resolves.toHaveLength(3);
    await p.close();
  });

  it('refuses at once as provider busy when the queue is full, and never sends the refused read', async () => {
    const p = await fakeProvider({ concurrency: 1, queueMax: 1 });
    const first = monthEnd(p.client, 0);
    const second = monthEnd(p.client, 1);
    await p.until(() => p.held.length === 1);
    await expect(monthEnd(p.client, 2)).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' }, message: expect.stringMatching(/busy/) });
    p.release();
    await p.until(() => p.held.length === 1);
    p.release();
    await expect(Promise.all([first, second])).resolves.toEqual([[{ offset: 0 }], [{ offset: 1 }]]);
    expect(p.arrived.map((b) => JSON.parse(b).offset)).toEqual([0, 1]);
    await p.close();
  });

  it('refuses a read that waited longer than the bound, and the queue goes on', async () => {
    const p = await fakeProvider({ concurrency: 1, queueWaitMs: 50 });
    const first = monthEnd(p.client, 0);
    await p.until(() => p.held.length === 1);
    await expect(monthEnd(p.client, 1)).rejects.toMatchObject({ extensions: { code: 'PROVIDER_UNAVAILABLE' } });
    expect(p.faults.heavyReads.waiting).toBe(0);
    p.release();
    await expect(first).resolves.toEqual([{ offset: 0 }]);
    // the slot is free again: the next read is sent at once
    const third = monthEnd(p.client, 2);
    await p.until(() => p.held.length === 1);
    p.release();
    await expect(third).resolves.toEqual([{ offset: 2 }]);
    expect(p.arrived.map((b) => JSON.parse(b).offset)).toEqual([0, 2]);
    await p.close();
  });

  it('counts the provider timeout and the request deadline from sending, not from queueing', async () => {
    // one at a time, each answered 400 ms after it arrives: the fourth is sent 1.2 s after it was
    // asked for, past both the 1 s timeout and the 1 s deadline had its wait counted
    const p = await fakeProvider({ concurrency: 1 }, { timeoutMs: 1000, deadlineMs: 1000, answerAfterMs: 400 });
    const calls = [0, 1, 2, 3].map((n) => monthEnd(p.client, n));
    await expect(Promise.all(calls)).resolves.toEqual([0, 1, 2, 3].map((n) => [{ offset: n }]));
    expect(p.mostOpen()).toBe(1);
    await p.close();
  });
});

describe('heavy reads in the catalogue and the configuration', () => {
  it('marks the reads that grow with the data heavy, and no cheap read or write', () => {
    const heavy = Object.entries(defaultCatalogue)
      .filter(([, def]) => 'heavy' in def && def.heavy)
      .map(([key]) => key);
    expect(heavy).toEqual(
      expect.arrayContaining([
        'monthEnd.list',
        'monthEnd.query',
        'salesOrders.list',
        'salesOrders.list6Months',
        'salesOrders.page',
        'purchaseOrders.list',
        'prices.sales.list',
      ]),
    );
    for (const key of ['salesOrders.get', 'periodDates.list', 'reference.units']) expect(heavy).not.toContain(key);
    for (const key of heavy) expect(defaultCatalogue[key as keyof typeof defaultCatalogue].read).toBe(true);
  });

  it('reads its three settings, with defaults, and refuses values that are not whole numbers in range', () => {
    expect(readHeavyReadConfig({})).toEqual(DEFAULT_HEAVY_READS);
    expect(
      readConfig({ SESSION_SECRET: 'x'.repeat(48), PROVIDER_HEAVY_CONCURRENCY: '3', PROVIDER_HEAVY_QUEUE: '0', PROVIDER_HEAVY_QUEUE_WAIT_MS: '5000' }).faults
        .heavyReads,
    ).toEqual({
      concurrency: 3,
      queueMax: 0,
      queueWaitMs: 5000,
    });
    expect(() => readHeavyReadConfig({ PROVIDER_HEAVY_CONCURRENCY: '0' })).toThrow(/PROVIDER_HEAVY_CONCURRENCY/);
    expect(() => readHeavyReadConfig({ PROVIDER_HEAVY_CONCURRENCY: 'many' })).toThrow(/PROVIDER_HEAVY_CONCURRENCY/);
    expect(() => readHeavyReadConfig({ PROVIDER_HEAVY_QUEUE: '-1' })).toThrow(/PROVIDER_HEAVY_QUEUE/);
    expect(() => readHeavyReadConfig({ PROVIDER_HEAVY_QUEUE_WAIT_MS: '2.5' })).toThrow(/PROVIDER_HEAVY_QUEUE_WAIT_MS/);
  });
});

describe('heavy reads taking turns per request', () => {
  /** A read that is answered when the test says so, noting when it was sent. */
  function reads() {
    const started: string[] = [];
    const open = new Map<string, () => void>();
    const read = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        open.set(name, () => resolve(name));
      });
    const answer = async (name: string) => {
      const done = open.get(name);
      if (!done) throw new Error(`${name} was not sent`);
      open.delete(name);
      done();
      await sleep(0);
    };
    return { started, read, answer };
  }

  it("gives free slots to the waiting requests in turn: one request's many reads never starve another's", async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 4, queueWaitMs: 5_000 });
    const { started, read, answer } = reads();
    const [a, b] = [{}, {}];
    const batch = [0, 1, 2, 3, 4].map((n) => bulkhead.run(read(`a${n}`), undefined, { lane: a, untilMs: 5_000 }));
    const other = [0, 1].map((n) => bulkhead.run(read(`b${n}`), undefined, { lane: b }));
    expect(bulkhead.waiting).toBe(6);
    expect(bulkhead.waitingRequests).toBe(2);
    for (const name of ['a0', 'a1', 'b0', 'a2', 'b1', 'a3', 'a4']) await answer(name);
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'b1', 'a3', 'a4']);
    await expect(Promise.all([...batch, ...other])).resolves.toHaveLength(7);
    expect(bulkhead.running).toBe(0);
    expect(bulkhead.waitingRequests).toBe(0);
  });

  it("admits a request's own reads however many wait, and refuses a new request only when the queue of requests is full", async () => {
    const bulkhead = new HeavyReads({ concurrency: 2, queueMax: 2, queueWaitMs: 5_000 });
    const { started, read, answer } = reads();
    const [a, b, c] = [{}, {}, {}];
    const batch = Array.from({ length: 100 }, (_, n) => bulkhead.run(read(`a${n}`), undefined, { lane: a, untilMs: 5_000 }));
    expect(bulkhead.waiting).toBe(98); // none refused: they are the request's own
    const fromB = bulkhead.run(read('b0'), undefined, { lane: b });
    await expect(bulkhead.run(read('c0'), undefined, { lane: c })).rejects.toMatchObject({ reason: 'queue full' }); // a, b wait: full
    const moreOfA = bulkhead.run(read('a100'), undefined, { lane: a, untilMs: 5_000 }); // its own request is here: admitted
    await answer('a0');
    expect(started).toEqual(['a0', 'a1', 'a2']);
    await answer('a1');
    expect(started.at(-1)).toBe('b0'); // b's turn came after one more of a's
    await answer('b0');
    await expect(fromB).resolves.toMatchObject({ value: 'b0' });
    for (let n = 2; n <= 100; n++) await answer(`a${n}`);
    await expect(Promise.all([...batch, moreOfA])).resolves.toHaveLength(101);
    expect(started).not.toContain('c0');
  });

  it("bounds a batch read's wait by what is left of its request's deadline, not by queueWaitMs; the ones left are never sent", async () => {
    const bulkhead = new HeavyReads({ concurrency: 1, queueMax: 4, queueWaitMs: 10 });
    const { started, read, answer } = reads();
    const a = {};
    const first = bulkhead.run(read('a0'), undefined, { lane: a, untilMs: 200 });
    const second = bulkhead.run(read('a1'), undefined, { lane: a, untilMs: 200 });
    const third = bulkhead.run(read('a2'), undefined, { lane: a, untilMs: 200 });
    await sleep(50); // past queueWaitMs: still waiting, within the deadline
    expect(bulkhead.waiting).toBe(2);
    await answer('a0');
    expect(started).toEqual(['a0', 'a1']);
    await expect(third).rejects.toMatchObject({ reason: 'deadline passed' }); // a1 held the slot past the 200 ms
    await answer('a1');
    await expect(Promise.all([first, second])).resolves.toMatchObject([{ value: 'a0' }, { value: 'a1' }]);
    expect(started).toEqual(['a0', 'a1']);
    expect(bulkhead.waiting).toBe(0);
    expect(bulkhead.running).toBe(0);
  });
});

describe('per-owner reads of one request (ProviderClient.perOwner)', () => {
  const client = (max: number) =>
    new ProviderClient({
      baseUrl: 'http://127.0.0.1:9',
      apps: { main: 'backoffice', accounting: 'accounting' },
      catalogue: buildCatalogue(),
      timeoutMs: 1000,
      retries: 0,
      logger: createLogger('silent'),
      maxPerOwnerCalls: max,
    });

  it("counts a per-owner read's time queued against its request's deadline: the ones left when it passes are never sent", async () => {
    // one at a time, each price list answered 150 ms after it arrives, a deadline of 1 s: about six get their turn
    const p = await fakeProvider({ concurrency: 1 }, { deadlineMs: 1000, answerAfterMs: 150, held: 'getPurchasePrices' });
    const request = p.client.forRequest();
    const batch = request.perOwner('prices.purchase.list', 10);
    const reads = Array.from({ length: 10 }, (_, n) =>
      batch.items('prices.purchase.list', { productid: n }).then(
        () => 'read',
        (e: Error) => e.message,
      ),
    );
    const results = await Promise.all(reads);
    const overdue = results.filter((r) => /within its time limit/.test(r));
    expect(overdue.length).toBeGreaterThanOrEqual(2);
    expect(results.slice(0, 3)).toEqual(['read', 'read', 'read']);
    expect(p.arrived).toHaveLength(results.length - overdue.length); // an overdue read was never sent
    expect(p.mostOpen()).toBe(1);
    await p.close();
  });

  it('counts a heavy list read one owner at a time against MAX_PER_OWNER_CALLS per request, refusing before any is sent', () => {
    const request = client(300).forRequest();
    expect(() => request.perOwner('prices.purchase.list', 100)).not.toThrow();
    expect(() => request.perOwner('prices.sales.list', 100)).not.toThrow();
    expect(() => request.perOwner('prices.transport.list', 100)).not.toThrow();
    expect(() => request.perOwner('prices.transport.list', 1)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX', ownerCalls: 301, maxOwnerCalls: 300 }) }),
    );
    // cheap per-owner reads (an order's lines) do not queue and do not count
    expect(request.perOwner('salesOrders.lines', 1000)).toBe(request);
    // the count is the request's: another request starts at none
    expect(() => client(300).forRequest().perOwner('prices.purchase.list', 300)).not.toThrow();
  });
});
