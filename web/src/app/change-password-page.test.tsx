import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDocument, LoginDocument } from '../generated/graphql';
import { ADMINISTRATOR, meMock, type Mock } from '../core/testing';
import { renderApp } from './render-app';
import { CHANGE_PASSWORD_ERROR_MS } from '../features/session/change-password-page';
import { rememberEmail } from '../features/session/remembered-email';

const input = {
  userName: 'piet@example.be',
  currentPassword: 'Oud!2024',
  newPassword: 'Nieuw!2025',
  confirmPassword: 'Nieuw!2025',
  endOtherSessions: true,
};

function changeMock(userErrors: Array<{ field: string | null; code: string; message: string }>, endOtherSessions = true): Mock {
  return {
    request: { query: ChangePasswordDocument, variables: { input: { ...input, endOtherSessions } } },
    result: {
      data: {
        changePassword: {
          __typename: 'ChangePasswordPayload',
          ok: userErrors.length === 0,
          endedSessions: 0,
          retryAfterSeconds: null,
          userErrors: userErrors.map((e) => ({ __typename: 'UserError', ...e })),
        },
      },
    },
  };
}

async function fill(user: ReturnType<typeof userEvent.setup>, keepOtherSessions = false) {
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  await user.type(field(/^Huidig wachtwoord/), input.currentPassword);
  await user.type(field(/^Nieuw wachtwoord/), input.newPassword);
  await user.type(field(/^Herhaal nieuw wachtwoord/), input.confirmPassword);
  const endOthers = screen.getByRole('checkbox', { name: /Mijn andere sessies afmelden/ });
  expect(endOthers).toBeChecked();
  if (keepOtherSessions) await user.click(endOthers);
  await user.click(screen.getByRole('button', { name: 'Bijwerken' }));
}

describe('ChangePasswordPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    sessionStorage.clear();
  });

  it('shows the first refusal translated, for 5 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    rememberEmail('piet@example.be');
    renderApp({
      route: '/update-password',
      mocks: [meMock(null), changeMock([{ field: 'currentPassword', code: 'INCORRECT_PASSWORD', message: 'Incorrect password.' }])],
    });
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('piet@example.be');
    await fill(user);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Het huidige wachtwoord is onjuist.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHANGE_PASSWORD_ERROR_MS - 500);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Het huidige wachtwoord is onjuist.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Het huidige wachtwoord is onjuist.')).not.toBeInTheDocument();
  });

  it("after a change offers 'Inloggen', which signs in with the new password", async () => {
    const user = userEvent.setup();
    rememberEmail('piet@example.be');
    renderApp({
      route: '/update-password',
      mocks: [
        meMock(null),
        changeMock([]),
        {
          request: { query: LoginDocument, variables: { email: 'piet@example.be', password: 'Nieuw!2025' } },
          result: { data: { login: { __typename: 'LoginPayload', me: ADMINISTRATOR, retryAfterSeconds: null, userErrors: [] } } },
        },
      ],
    });
    await fill(user);
    const dialog = await screen.findByRole('dialog', { name: 'Wachtwoord gewijzigd' });
    await user.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sales-order'));
    expect(sessionStorage.getItem('backoffice.expiredPasswordEmail')).toBeNull();
  });

  it('ends the other sessions by default; unticked, it asks the gateway to keep them', async () => {
    const user = userEvent.setup();
    rememberEmail('piet@example.be');
    renderApp({ route: '/update-password', mocks: [meMock(null), changeMock([], false)] });
    await fill(user, true);
    expect(await screen.findByRole('dialog', { name: 'Wachtwoord gewijzigd' })).toBeInTheDocument();
  });

  it('says in words that a signed-in user changes only their own password', async () => {
    const user = userEvent.setup();
    rememberEmail('piet@example.be');
    renderApp({
      route: '/update-password',
      mocks: [meMock(null), changeMock([{ field: 'userName', code: 'NOT_YOUR_ACCOUNT', message: 'You can change only your own password.' }])],
    });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('U kunt alleen uw eigen wachtwoord wijzigen.');
  });
});
