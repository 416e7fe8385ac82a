import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDocument } from '../generated/graphql';
import { ADMINISTRATOR, meMock, type Mock } from '../core/testing';
import { renderApp } from './render-app';
import { EXPIRED_REDIRECT_MS } from '../features/session/login-page';
import { preloadHomeScreen } from './preload-home-screen';

function loginMock(email: string, password: string, login: Record<string, unknown>): Mock {
  return {
    request: { query: LoginDocument, variables: { email, password } },
    result: { data: { login: { __typename: 'LoginPayload', me: null, retryAfterSeconds: null, userErrors: [], ...login } } },
  };
}

const refusal = (code: string, message: string) => ({
  userErrors: [{ __typename: 'UserError', field: null, code, message }],
});

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText(/E-mailadres/), email);
  await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('LoginPage', () => {
  // the browser's idle moments, run by the test (jsdom has none)
  let idle: Array<() => void> = [];
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 })));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    sessionStorage.clear();
    cleanup(); // the screens left cancel their idle work before it goes
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('loads the screen after sign-in while the user types: once the browser is idle, not before, not after leaving', () => {
    jest.mocked(preloadHomeScreen).mockClear();
    const { unmount } = renderApp({ route: '/login' });
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(preloadHomeScreen).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    expect(preloadHomeScreen).toHaveBeenCalledTimes(1);
    unmount();

    // a login screen left before the browser was idle takes its load back (the handle is the idle list's length)
    renderApp({ route: '/login' }).unmount();
    expect(idle).toHaveLength(2);
    expect(window.cancelIdleCallback).toHaveBeenLastCalledWith(2);
  });

  it('has a Dutch heading and intro, and requires e-mail and password', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/login' });
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByText(/Log in met uw e-mailadres en wachtwoord/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/login' });
    const password = screen.getByLabelText(/^Wachtwoord/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord verbergen' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says how long to wait after too many failed sign-ins, in Dutch and in English', async () => {
    const throttled = { ...refusal('TOO_MANY_ATTEMPTS', 'Too many failed sign-ins. Try again in 840 seconds.'), retryAfterSeconds: 840 };
    const user = userEvent.setup();
    const { unmount } = renderApp({ route: '/login', mocks: [loginMock('jan@example.be', 'Geheim!2026', throttled)] });
    await signIn(user, 'jan@example.be', 'Geheim!2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Te veel mislukte aanmeldpogingen. Wacht 14 minuten en probeer het dan opnieuw.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    unmount();

    renderApp({ route: '/login', language: 'en_US', mocks: [loginMock('jan@example.be', 'Secret!2026', { ...throttled, retryAfterSeconds: 30 })] });
    await user.type(screen.getByLabelText(/E-mail address/), 'jan@example.be');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Wait 1 minute, then try again.');
  });

  it("says a refused sign-in in the user's language, not in the provider's words", async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/login',
      mocks: [loginMock('jan@example.be', 'wrong', refusal('INVALID_CREDENTIALS', 'The user name or password is incorrect.'))],
    });
    await signIn(user, 'jan@example.be', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruikersnaam of wachtwoord is onjuist.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('The user name or password is incorrect.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('on an expired password shows the message, remembers the e-mail and goes to /update-password after 4 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp({
      route: '/login',
      mocks: [
        loginMock('piet@example.be', 'Old1!x', refusal('PASSWORD_EXPIRED', 'Password policy expired, please reset, you will be redirected')),
        meMock(null), // the change-password screen asks whether someone is signed in
      ],
    });
    await signIn(user, 'piet@example.be', 'Old1!x');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Uw wachtwoord is verlopen. U wordt doorgestuurd om het te wijzigen.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Password policy expired');
    expect(sessionStorage.getItem('backoffice.expiredPasswordEmail')).toBe('piet@example.be');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(EXPIRED_REDIRECT_MS - 100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/update-password');
    // The change-password screen picks up the remembered address.
    expect(screen.getByLabelText(/E-mailadres/)).toHaveValue('piet@example.be');
  });

  it('signs in and opens /sales-order inside the shell', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const login = loginMock('admin@example.be', 'Secret1!', { me: ADMINISTRATOR });
    renderApp({
      route: '/login',
      mocks: [{ ...login, request: { query: LoginDocument, variables: () => order.push('sign-in request') > 0 } }],
    });
    jest.mocked(preloadHomeScreen).mockClear();
    jest.mocked(preloadHomeScreen).mockImplementation(() => void order.push('next screen preloaded'));
    await signIn(user, 'admin@example.be', 'Secret1!');
    // the screen after sign-in starts loading with the request, not after its answer
    await waitFor(() => expect(preloadHomeScreen).toHaveBeenCalledTimes(1));
    // and after the sign-in request: a browser opens a few connections per server, and a sign-in
    // queued behind a dozen chunks waits for them
    expect(order).toEqual(['sign-in request', 'next screen preloaded']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sales-order'));
    expect(await screen.findByRole('heading', { name: 'Verkooporders' })).toBeInTheDocument();
    expect(screen.getByText('An Admin')).toBeInTheDocument();
  });
});
