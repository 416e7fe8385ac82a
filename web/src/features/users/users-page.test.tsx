import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteUserDocument, RolesDocument, UsersDocument, type UserRowFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { UsersPage } from './users-page';

const role = { __typename: 'RoleInfo' as const, id: '2', name: 'Orderverwerker', role: 'ORDERVERWERKER' as const };
const row = (id: string, email: string, active = true): UserRowFragment => ({
  __typename: 'User',
  id,
  version: `user-v${id}`,
  userName: email.split('@')[0] ?? email,
  email,
  phoneNumber: '0470 00 00 00',
  active,
  roles: [role],
});
const JAN = row('1', 'jan@example.be');
const PIET = row('2', 'piet@example.be');
const OUD = row('3', 'oud@example.be', false);

const usersMock = (users: UserRowFragment[]): Mock => ({ request: { query: UsersDocument }, result: { data: { users } } });
const rolesMock: Mock = { request: { query: RolesDocument }, result: { data: { roles: [role] } } };

describe('UsersPage', () => {
  it('lists only active users with their columns', async () => {
    renderWithApollo(<UsersPage />, { mocks: [usersMock([JAN, PIET, OUD])] });
    expect(await screen.findByText('jan@example.be', {}, { timeout: 15_000 })).toBeInTheDocument();
    for (const header of ['Gebruikersnaam', 'E-mail', 'Actief', 'Actie']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('piet@example.be')).toBeInTheDocument();
    expect(screen.getByText('piet')).toBeInTheDocument();
    expect(screen.queryByText('oud@example.be')).not.toBeInTheDocument();
    expect(screen.getAllByTitle('Actief').length).toBeGreaterThan(0);
  });

  it('opens the add form in a slide-in and closes it with Esc', async () => {
    const user = userEvent.setup();
    renderWithApollo(<UsersPage />, { mocks: [usersMock([JAN]), rolesMock] });
    await screen.findByText('jan@example.be', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Gebruiker toevoegen' }));
    const panel = await screen.findByRole('dialog', { name: 'Gebruiker toevoegen' });
    expect(within(panel).getByRole('textbox', { name: /E-mailadres/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Esc throws away a started user; a kept draft comes back without the password (issue 34)', async () => {
    const user = userEvent.setup();
    renderWithApollo(<UsersPage />, { mocks: [usersMock([JAN]), rolesMock] });
    await screen.findByText('jan@example.be', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Gebruiker toevoegen' }));
    const panel = await screen.findByRole('dialog', { name: 'Gebruiker toevoegen' });
    await user.type(within(panel).getByRole('textbox', { name: /E-mailadres/ }), 'nieuw@example.be');
    await user.type(within(panel).getAllByLabelText(/^Wachtwoord/, { selector: 'input' })[0]!, 'Welkom!2026');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Uw wijzigingen weggooien?' });
    expect(within(question).getByRole('button', { name: 'Verder bewerken' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Sluiten, concept bewaren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('bo:draft:user:new')).toContain('nieuw@example.be');
    expect(window.sessionStorage.getItem('bo:draft:user:new')).not.toContain('Welkom');

    await user.click(screen.getByRole('button', { name: 'Gebruiker toevoegen' }));
    const again = await screen.findByRole('dialog', { name: 'Gebruiker toevoegen' });
    expect(within(again).getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('nieuw@example.be');
    expect(within(again).getAllByLabelText(/^Wachtwoord/, { selector: 'input' })[0]).toHaveValue('');
  });

  it('opens the edit form with the user filled in', async () => {
    const user = userEvent.setup();
    renderWithApollo(<UsersPage />, { mocks: [usersMock([JAN]), rolesMock] });
    await user.click(await screen.findByRole('button', { name: 'jan bewerken' }, { timeout: 15_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Gebruiker bewerken' });
    expect(within(panel).getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('jan@example.be');
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Orderverwerker'));
  });

  it('deletes after confirmation and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(<UsersPage />, {
      language: 'en_US',
      mocks: [
        usersMock([JAN, PIET]),
        {
          request: { query: DeleteUserDocument, variables: { id: '2', expectedVersion: 'user-v2' } },
          result: { data: { deleteUser: { __typename: 'DeleteUserPayload', deletedId: '2', userErrors: [] } } },
        },
        usersMock([JAN]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete piet' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete user piet (piet@example.be)? This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('piet@example.be')).not.toBeInTheDocument());
    expect(screen.getByText('jan@example.be')).toBeInTheDocument();
  });

  it('keeps the dialog open and explains a refused delete', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(<UsersPage />, {
      mocks: [
        usersMock([JAN]),
        {
          request: { query: DeleteUserDocument, variables: { id: '1', expectedVersion: 'user-v1' } },
          result: {
            data: {
              deleteUser: {
                __typename: 'DeleteUserPayload',
                deletedId: null,
                userErrors: [{ __typename: 'UserError', field: null, code: 'NOT_FOUND', message: 'User 1 not found' }],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'jan verwijderen' }, { timeout: 15_000 }));
    // the question names whom it deletes
    expect(within(screen.getByRole('dialog')).getByText(/^Gebruiker jan \(.+@.+\) verwijderen\? Dit kan niet ongedaan worden\.$/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(screen.getByRole('dialog')).findByText('Niet gevonden (het systeem antwoordde: “User 1 not found”)')).toBeInTheDocument();
  });

  it('explains a failed load in words', async () => {
    renderWithApollo(<UsersPage />, { mocks: [{ request: { query: UsersDocument }, error: new TypeError('Failed to fetch') }] });
    expect(await screen.findByText(/De server is niet bereikbaar/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
