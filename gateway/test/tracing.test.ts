import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProvider } from '../../provider/src';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { gqlAt, startGatewayProcess, type GatewayProcess } from './gateway-process';
import { ADMIN, STACK_START_MS } from './harness';

/**
 * One trace from the request to the provider: a gateway process sends its spans as OTLP http/json
 * to a receiver in this test, a recording proxy sits in front of the provider, and the trace id
 * the caller sent is the one the provider sees and the one in every span.
 */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string; boolValue?: boolean } }[];
}

let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: FaultProxy;
let gateway: GatewayProcess;
let receiver: Server;
const spans: OtlpSpan[] = [];
const exports: string[] = [];
/** Bodies that came as http/protobuf (a second gateway sends those). */
const protobufBodies: Buffer[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.headers['content-type'] === 'application/x-protobuf') {
        protobufBodies.push(Buffer.concat(chunks));
        return res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      }
      exports.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  provider = await startProvider({ port: 0, fresh: true });
  proxy = await startFaultProxy(provider.url);
  gateway = await startGatewayProcess({
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_URL: proxy.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl(),
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
}, STACK_START_MS);

const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

afterAll(async () => {
  await gateway?.kill();
  await proxy?.close();
  await provider?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? v?.boolValue : Number(v.intValue));
};

async function spansOf(traceId: string, atLeast: (found: OtlpSpan[]) => boolean): Promise<OtlpSpan[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = spans.filter((s) => s.traceId === traceId);
    if (atLeast(found) || Date.now() > until) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The spans as an indented tree (the README and the report show one). */
function tree(found: OtlpSpan[]): string {
  const lines: string[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const s of found.filter(
      (x) => (x.parentSpanId || undefined) === parent || (depth === 0 && !found.some((p) => p.spanId === x.parentSpanId) && x.parentSpanId === parent),
    )) {
      const details = ['backoffice.provider.key', 'http.response.status_code', 'backoffice.provider.retries', 'backoffice.outcome']
        .filter((k) => attr(s, k) !== undefined)
        .map((k) => `${k.split('.').pop()}=${attr(s, k)}`);
      lines.push(`${'  '.repeat(depth)}${s.name} ${details.join(' ')}`.trimEnd());
      walk(s.spanId, depth + 1);
    }
  };
  const roots = found.filter((s) => !found.some((p) => p.spanId === s.parentSpanId));
  for (const root of roots) {
    lines.push(root.name);
    walk(root.spanId, 1);
  }
  return lines.join('\n');
}

describe('a trace from the request to the provider', () => {
  it('continues the caller’s traceparent, and sends it with the request id on every provider call', async () => {
    const login = await gqlAt(gateway.url, 'mutation Login($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }', {
      e: ADMIN.email,
      p: ADMIN.password,
    });
    const token = login.data.login.token as string;
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const requestId = `ops-${randomBytes(6).toString('hex')}`;
    const sentBefore = proxy.forwarded.length;
    const answer = await gqlAt(
      gateway.url,
      'query Products { products(page: { offset: 0, limit: 5 }) { totalCount nodes { id } } }',
      {},
      {
        token,
        headers: { traceparent: `00-${traceId}-${callerSpan}-01`, 'x-request-id': requestId },
      },
    );
    expect(answer.errors).toBeUndefined();

    // at the provider: every call of this request names it and carries its trace
    const atProvider = proxy.forwarded.slice(sentBefore);
    expect(atProvider.length).toBeGreaterThan(0);
    for (const call of atProvider) {
      expect(call.headers['x-request-id']).toBe(requestId);
      expect(String(call.headers.traceparent)).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    }

    // in the spans: the operation continues the caller's span, and each provider call is one span
    const found = await spansOf(
      traceId,
      (s) => s.some((x) => x.name === 'query Products') && s.filter((x) => x.name.startsWith('provider ')).length >= atProvider.length,
    );
    if (process.env.PRINT_TRACE) console.log(tree(found));
    const operation = found.find((s) => s.name === 'query Products');
    expect(operation).toMatchObject({ parentSpanId: callerSpan, kind: 2 });
    expect(attr(operation!, 'backoffice.request_id')).toBe(requestId);
    expect(attr(operation!, 'backoffice.outcome')).toBe('ok');
    const resolver = found.find((s) => s.name === 'resolve Query.products');
    expect(resolver?.parentSpanId).toBe(operation!.spanId);
    const providerSpans = found.filter((s) => s.name.startsWith('provider '));
    expect(providerSpans.length).toBe(atProvider.length);
    for (const span of providerSpans) {
      expect(attr(span, 'backoffice.provider.key')).toBe(span.name.slice('provider '.length));
      expect(attr(span, 'http.response.status_code')).toBe(200);
      expect(attr(span, 'backoffice.provider.retries')).toBe(0);
    }
    // the provider's traceparent names the provider call's own span: its log line matches that span
    const parents = atProvider.map((c) => String(c.headers.traceparent).split('-')[2]);
    expect(parents.every((id) => providerSpans.some((s) => s.spanId === id))).toBe(true);
    expect(exports.every((e) => e.startsWith('POST /v1/traces application/json'))).toBe(true);
  });

  it('shows a failing provider procedure: its key, status and retries in one span, as /metrics counts its tries', async () => {
    const login = await gqlAt(gateway.url, 'mutation Login($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }', {
      e: ADMIN.email,
      p: ADMIN.password,
    });
    const traceId = randomBytes(16).toString('hex');
    await proxy.set('5xx');
    const answer = await gqlAt(
      gateway.url,
      'query PeriodDates { periodDates { id } }',
      {},
      { token: login.data.login.token, headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } },
    );
    await proxy.set('none');
    expect(answer.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    // the proxy answers 503 itself: /metrics counts the tries
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const tries = Number(/^provider_calls_total\{key="periodDates.list",method="GET",status="503"\} (\d+)$/m.exec(metrics)?.[1]);
    expect(tries).toBeGreaterThan(1);
    const found = await spansOf(traceId, (s) => s.some((x) => x.name === 'query PeriodDates') && s.some((x) => x.name === 'provider periodDates.list'));
    const call = found.filter((s) => s.name === 'provider periodDates.list');
    expect(call).toHaveLength(1);
    expect([attr(call[0]!, 'http.response.status_code'), attr(call[0]!, 'backoffice.provider.retries')]).toEqual([503, tries - 1]);
    expect(
      attr(
        found.find((s) => s.name === 'query PeriodDates')!,
        'backoffice.outcome',
      ),
    ).toBe('PROVIDER_UNAVAILABLE');
  });

  it('starts a trace of its own for a request that brings none', async () => {
    const before = spans.length;
    await gqlAt(gateway.url, 'query Version { version }');
    const until = Date.now() + 15_000;
    while (!spans.slice(before).some((s) => s.name === 'query Version') && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const span = spans.slice(before).find((s) => s.name === 'query Version');
    expect(span?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span?.parentSpanId || undefined).toBeUndefined();
  });
});

describe('traces as OTLP http/protobuf (the standard default)', () => {
  it(
    'sends the spans of a request, with its trace id and the service name, as protobuf; /metrics shows the drain',
    async () => {
      const proto = await startGatewayProcess({
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        PROVIDER_URL: proxy.url,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl(),
        OTEL_SERVICE_NAME: 'backoffice-proto-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        SHUTDOWN_DRAIN_MS: '3000',
      });
      try {
        const traceId = randomBytes(16);
        await gqlAt(
          proto.url,
          'query Version { version }',
          {},
          { headers: { traceparent: `00-${traceId.toString('hex')}-${randomBytes(8).toString('hex')}-01` } },
        );
        const until = Date.now() + 15_000;
        const sent = () => protobufBodies.find((b) => b.includes(traceId));
        while (!sent() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
        // protobuf keeps ids as raw bytes and strings as UTF-8: the trace id, the span's and the service's names are in it
        expect(sent()?.includes('query Version')).toBe(true);
        expect(sent()?.includes('backoffice-proto-test')).toBe(true);
        // and /metrics says the instance drains while it stops (SIGTERM)
        const draining = async () => /^gateway_draining (\d)$/m.exec(await (await fetch(`${proto.url}/metrics`)).text())?.[1];
        expect(await draining()).toBe('0');
        proto.signal('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
        expect(await draining()).toBe('1');
        expect(await proto.exited).toBe(0);
      } finally {
        await proto.kill();
      }
    },
    STACK_START_MS,
  );
});
