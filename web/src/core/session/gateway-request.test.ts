import { required } from '../../ui/required';
import { ChangePasswordDocument, LoginDocument, MeDocument } from '../../generated/session/graphql';
import i18n from '../../i18n';
import { describeError, errorCode } from '../errors';
import { createSubmissionKeys } from '../idempotency';
import { createGatewayRequest } from './gateway-request';

interface Sent {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  body: { operationName: string; variables: Record<string, unknown>; query: string };
}

type Reply = { status?: number; contentType?: string; body: string } | Error;

/** A stand-in for fetch: records each request and answers from a script (jsdom has no fetch). */
function fakeFetch(replies: Reply[]) {
  const sent: Sent[] = [];
  const send = (async (url: string, init: RequestInit) => {
    sent.push({ url, init: init as Sent['init'], body: JSON.parse(String(init.body)) as Sent['body'] });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply scripted');
    if (reply instanceof Error) throw reply;
    const contentType = reply.contentType ?? 'application/json; charset=utf-8';
    return {
      status: reply.status ?? 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: async () => reply.body,
    };
  }) as unknown as typeof fetch;
  return { sent, send };
}

const json = (value: unknown, status = 200): Reply => ({ status, body: JSON.stringify(value) });
const unknownOutcome = json({ errors: [{ message: 'no answer in time', extensions: { code: 'OUTCOME_UNKNOWN' } }] });
const signedIn = { login: { __typename: 'LoginPayload', me: null, retryAfterSeconds: null, userErrors: [] } };
const credentials = { email: 'jan@example.be', password: 'Geheim!2026' };

describe('the session requests (fetch, without Apollo Client)', () => {
  it('sends the operation as Apollo Client does: JSON, the session cookie, the CSRF header; a key only on mutations', async () => {
    const { sent, send } = fakeFetch([json({ data: { me: null } }), json({ data: signedIn })]);
    const request = createGatewayRequest({ uri: '/api/graphql', fetch: send });
    expect(await request(MeDocument, {})).toEqual({ me: null });
    expect(await request(LoginDocument, credentials)).toEqual(signedIn);

    const me = required(sent[0], 'the me request');
    const login = required(sent[1], 'the login request');
    expect(me.url).toBe('/api/graphql');
    expect(me.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(me.init.headers).toMatchObject({ 'content-type': 'application/json', 'apollo-require-preflight': 'true' });
    expect(me.init.headers['Idempotency-Key']).toBeUndefined();
    expect(me.body.operationName).toBe('Me');
    expect(me.body.query).toMatch(/query Me\b[\s\S]*fragment MeFields on Me/);
    expect(login.body).toMatchObject({ operationName: 'Login', variables: credentials });
    expect(login.body.query).toMatch(/mutation Login\(\$email: String!, \$password: String!\)/);
    expect(login.init.headers['Idempotency-Key']).toMatch(/^[0-9a-z-]{8,}$/i);
  });

  it('reuses the key of a submission without a definite answer (none at all, or OUTCOME_UNKNOWN), and only then', async () => {
    const ok = json({ data: { changePassword: { __typename: 'ChangePasswordPayload', ok: true, userErrors: [] } } });
    const { sent, send } = fakeFetch([new TypeError('Failed to fetch'), unknownOutcome, ok, ok, ok]);
    const request = createGatewayRequest({ fetch: send });
    const input = { input: { userName: null, currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' } };
    await expect(request(ChangePasswordDocument, input)).rejects.toThrow('Failed to fetch');
    await expect(request(ChangePasswordDocument, input)).rejects.toBeTruthy();
    await request(ChangePasswordDocument, input);
    await request(ChangePasswordDocument, input); // after a definite answer: a new submission
    await request(ChangePasswordDocument, { input: { ...input.input, newPassword: 'c', confirmPassword: 'c' } });
    const keys = sent.map((s) => s.init.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(new Set([keys[0], keys[3], keys[4]]).size).toBe(3);
  });

  it("fails with the errors Apollo Client would give, so app/errors.ts words them in the user's language", async () => {
    const { send } = fakeFetch([
      json({ errors: [{ message: 'Your password has expired', extensions: { code: 'PASSWORD_EXPIRED' } }] }),
      { status: 503, body: 'Service Unavailable', contentType: 'text/plain' },
      { status: 200, body: '<html>proxy error</html>', contentType: 'text/html' },
      new TypeError('Failed to fetch'),
      json({ unexpected: true }),
      {
        status: 401,
        contentType: 'application/graphql-response+json',
        body: JSON.stringify({ errors: [{ message: 'no session', extensions: { code: 'UNAUTHENTICATED' } }] }),
      },
    ]);
    const request = createGatewayRequest({ fetch: send });
    const failure = () =>
      request(MeDocument, {}).then(
        () => null,
        (error: unknown) => error,
      );
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push(errorCode(await failure()));
    expect(codes).toEqual(['PASSWORD_EXPIRED', 'PROVIDER_UNAVAILABLE', 'BAD_RESPONSE', 'NETWORK', 'BAD_REQUEST', 'UNAUTHENTICATED']);

    const { send: again } = fakeFetch([{ status: 503, body: '', contentType: 'text/plain' }]);
    const unavailable = await createGatewayRequest({ fetch: again })(MeDocument, {}).catch((error: unknown) => error);
    await i18n.changeLanguage('en_US');
    const english = describeError(unavailable, i18n.t);
    await i18n.changeLanguage('nl_BE');
    const dutch = describeError(unavailable, i18n.t);
    expect(english).toBe(i18n.t('app:errors.codes.PROVIDER_UNAVAILABLE', { lng: 'en_US' }));
    expect(dutch).toBe(i18n.t('app:errors.codes.PROVIDER_UNAVAILABLE', { lng: 'nl_BE' }));
    expect(dutch).not.toBe(english);
  });

  it('keeps the key after "cannot be reached" unless the gateway says nothing was sent', async () => {
    const ok = json({ data: { changePassword: { __typename: 'ChangePasswordPayload', ok: true, userErrors: [] } } });
    const unreachable = (notSent?: boolean) => json({ errors: [{ message: 'cannot be reached', extensions: { code: 'PROVIDER_UNAVAILABLE', notSent } }] });
    const { sent, send } = fakeFetch([unreachable(), unreachable(true), ok]);
    const request = createGatewayRequest({ fetch: send, keys: createSubmissionKeys() });
    const input = { input: { userName: null, currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' } };
    await expect(request(ChangePasswordDocument, input)).rejects.toBeTruthy();
    await expect(request(ChangePasswordDocument, input)).rejects.toBeTruthy();
    await request(ChangePasswordDocument, input);
    const keys = sent.map((s) => s.init.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]); // the write may have happened: the same key
    expect(keys[2]).not.toBe(keys[1]); // nothing was sent: a new submission
  });
});
