/**
 * Users browsing the sales-order overview beside the browser the web bench times (issue 30
 * point 8): n HTTP clients on loopback, each a session of its own (signed in through the
 * gateway), each a simple closed loop over the overview's first pages with the web client's
 * query (scenarios.ts), until stopped or `maxMs` has passed.
 */
import { ADMIN, scenarios } from '../../gateway/bench/scenarios';

export interface UsersFigures {
  users: number;
  /** Pause between a user's answer and its next request, ms. */
  pauseMs: number;
  /** Answers received, failed requests (an HTTP error, a GraphQL error, a lost connection). */
  answers: number;
  failed: number;
  seconds: number;
  /** Median latency of the users' requests, ms. */
  p50Ms: number;
}

/** How many pages of the overview the users step through (offset 0, 100, …): they browse, not repeat. */
const PAGES = 5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] ?? NaN) : NaN;
};

async function signIn(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }',
      variables: { e: ADMIN.email, p: ADMIN.password },
    }),
  });
  const token = ((await res.json()) as { data?: { login?: { token?: string } } }).data?.login?.token;
  if (!token) throw new Error('a browsing user could not sign in');
  return token;
}

/**
 * Signs in `users` sessions (one after the other, as people arrive), then starts their loops.
 * `stop()` ends them (each finishes its request in flight) and answers the figures.
 */
export async function browsingUsers(
  gatewayUrl: string,
  options: { users: number; pauseMs: number; maxMs: number },
): Promise<{ stop: () => Promise<UsersFigures> }> {
  const overview = scenarios('0').find((s) => s.name === 'sales-orders-page');
  if (!overview) throw new Error('no sales-orders-page scenario');
  const tokens: string[] = [];
  for (let i = 0; i < options.users; i++) tokens.push(await signIn(gatewayUrl));
  const latencies: number[] = [];
  let failed = 0;
  let stopped = false;
  const started = performance.now();
  const deadline = started + options.maxMs;
  const loop = async (token: string, user: number) => {
    for (let n = user; !stopped && performance.now() < deadline; n++) {
      const variables = { ...overview.variables, page: { offset: (n % PAGES) * 100, limit: 100 } };
      const sent = performance.now();
      try {
        const res = await fetch(`${gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: overview.query, variables }),
        });
        const json = (await res.json()) as { errors?: unknown[] };
        if (res.status !== 200 || json.errors?.length) failed++;
        else latencies.push(performance.now() - sent);
      } catch {
        failed++;
      }
      if (options.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const loops = tokens.map((token, user) => loop(token, user));
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return {
        users: options.users,
        pauseMs: options.pauseMs,
        answers: latencies.length,
        failed,
        seconds: (performance.now() - started) / 1000,
        p50Ms: median(latencies),
      };
    },
  };
}
