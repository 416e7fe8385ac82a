import { ADMIN, startStack, type Stack, STACK_START_MS } from './harness';

/**
 * Sign-in throttling as an office sees it (issue 34 point 13): colleagues behind one NAT or proxy
 * share an address, so their typos must not lock each other out; one account's guesses still do.
 * The stack runs with the defaults of `readSessionSettings`, as production does.
 */
const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token userErrors { code } } }';
const PASSWORD = 'Welkom!2026';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
}, STACK_START_MS);
afterAll(() => stack?.close());

async function colleague(name: string) {
  const email = `${name}@office.test`;
  const r = await stack.gql(
    'mutation($i: CreateUserInput!) { createUser(input: $i) { user { id } userErrors { code } } }',
    { i: { email, phoneNumber: '1', password: PASSWORD, confirmPassword: PASSWORD, roleName: 'Orderverwerker' } },
    { token: admin },
  );
  expect(r.data.createUser.userErrors).toEqual([]);
  return email;
}

const signIn = async (stackOf: Stack, email: string, password: string, address?: string) =>
  (await stackOf.gql(LOGIN, { e: email, p: password }, { headers: address ? { 'x-forwarded-for': address } : {} })).data.login;

describe('sign-in throttling behind one address', () => {
  it('lets a colleague in after 25 failures of five others from the same address, while each of those accounts stays locked', async () => {
    expect(stack.config.session.throttle).toMatchObject({ perAccount: 5, perAddress: 200 });
    const typists = await Promise.all(['anna', 'bert', 'carla', 'dirk', 'eva'].map(colleague));
    const late = await colleague('frank');
    for (const email of typists)
      for (let i = 0; i < 5; i++) expect((await signIn(stack, email, 'Wrong!2026')).userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);

    const frank = await signIn(stack, late, PASSWORD);
    expect(frank.userErrors).toEqual([]);
    expect(frank.token).toEqual(expect.any(String));
    // the per-account limit still holds: the right password of a guessed-at account waits
    stack.calls.length = 0;
    expect(await signIn(stack, typists[0]!, PASSWORD)).toEqual({ token: null, userErrors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
    expect(stack.calls).toEqual([]);
  });

  it('counts per client as named by a trusted proxy (TRUST_PROXY, loopback by default): one office is locked, another not', async () => {
    const strict = await startStack({ session: { ...stack.config.session, throttle: { perAccount: 5, perAddress: 3, windowMs: 15 * 60_000 } } }, undefined, {
      provider: { url: stack.providerUrl, db: stack.db },
    });
    try {
      const email = await colleague('gert');
      for (let i = 0; i < 3; i++) await signIn(strict, `guess${i}@office.test`, 'x', '203.0.113.7');
      expect((await signIn(strict, email, PASSWORD, '203.0.113.7')).userErrors).toEqual([{ code: 'TOO_MANY_ATTEMPTS' }]);
      expect((await signIn(strict, email, PASSWORD, '198.51.100.20')).userErrors).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
