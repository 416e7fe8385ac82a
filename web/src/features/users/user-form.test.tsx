import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateUserDocument, UpdateUserDocument, UsersDocument, type UserRowFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { UserForm } from './user-form';
import { passwordRuleBroken } from '@backoffice/shared/rules/users';
import { USER_PROBLEMS } from './user-rules';
import { required } from '../../ui/required';

const ROLES = [
  { __typename: 'RoleInfo' as const, id: '1', name: 'Administrator', role: 'ADMINISTRATOR' as const },
  { __typename: 'RoleInfo' as const, id: '2', name: 'Orderverwerker', role: 'ORDERVERWERKER' as const },
];

const JAN: UserRowFragment = {
  __typename: 'User',
  id: 'u-7',
  version: 'user-v7',
  userName: 'jan@example.be',
  email: 'jan@example.be',
  phoneNumber: '+32 3 123 45 67',
  active: true,
  roles: [required(ROLES[1], 'a role')],
};

const input = {
  email: 'nieuw@example.be',
  phoneNumber: '0470 12 34 56',
  password: 'Geheim1!',
  confirmPassword: 'Geheim1!',
  roleName: 'Orderverwerker',
};

type Refusal = { field: string | null; code: string; message: string; facts?: { name: string; value: string }[] };

function createMock(userErrors: Refusal[], user: UserRowFragment | null = null): Mock {
  return {
    request: { query: CreateUserDocument, variables: { input } },
    result: {
      data: {
        createUser: {
          __typename: 'UserPayload',
          user,
          userErrors: userErrors.map((e) => ({ __typename: 'UserError', ...e, facts: (e.facts ?? []).map((f) => ({ __typename: 'UserErrorFact', ...f })) })),
        },
      },
    },
  };
}

const usersRefetch: Mock = { request: { query: UsersDocument }, result: { data: { users: [JAN] } } };

async function chooseRole(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Rol/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillCreateForm(user: ReturnType<typeof userEvent.setup>, values = input) {
  await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), values.email);
  await user.type(screen.getByRole('textbox', { name: /Telefoonnummer/ }), values.phoneNumber);
  await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), values.password);
  await user.type(screen.getByLabelText(/^Bevestig wachtwoord/, { selector: 'input' }), values.confirmPassword);
  await chooseRole(user, values.roleName);
}

describe("the password rule in the form's words", () => {
  it.each([
    ['Ab1!', 'passwordLength'],
    ['abcdef1!', 'passwordUpper'],
    ['ABCDEF1!', 'passwordLower'],
    ['Abcdefg!', 'passwordDigit'],
    ['Abcdef12', 'passwordSymbol'],
    ['Abcde1!', null],
    ['Élan9#x', null],
  ])('%s → %s', (password, problem) => {
    const broken = passwordRuleBroken(password);
    expect(broken ? USER_PROBLEMS[broken] : null).toBe(problem);
  });
});

describe('UserForm (add)', () => {
  it('requires every field and does not call the gateway', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<UserForm roles={ROLES} onSaved={onSaved} />);
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(5);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, the password rule and the confirmation', async () => {
    const user = userEvent.setup();
    renderWithApollo(<UserForm roles={ROLES} onSaved={jest.fn()} />);
    await fillCreateForm(user, { ...input, email: 'geen-adres', phoneNumber: 'abc', password: 'geheim1!', confirmPassword: 'anders' });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Geef een geldig e-mailadres op')).toBeInTheDocument();
    expect(screen.getByText('Geef een telefoonnummer op: cijfers, spaties en + - ( ) .')).toBeInTheDocument();
    // the focus goes to the first field in error, not the last
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveFocus();
    expect(screen.getByText('Het wachtwoord moet een hoofdletter bevatten')).toBeInTheDocument();
    expect(screen.getByText('De wachtwoorden komen niet overeen')).toBeInTheDocument();
  });

  it('puts server refusals on their fields and a field-less one in the red alert above the form', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<UserForm roles={ROLES} onSaved={onSaved} />, {
      mocks: [
        createMock([
          { field: 'email', code: 'EMAIL_TAKEN', message: "Email 'nieuw@example.be' is already taken.", facts: [{ name: 'email', value: 'nieuw@example.be' }] },
          {
            field: 'password',
            code: 'PASSWORD_POLICY',
            message: 'Passwords must have at least one non letter or digit character.',
            facts: [{ name: 'rule', value: 'SYMBOL' }],
          },
          { field: null, code: 'REFUSED', message: 'The provider refused.' },
        ]),
      ],
    });
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    // the provider's known refusals in Dutch with their facts; its own words only for the unknown one, marked
    expect(await screen.findByText('Het e-mailadres nieuw@example.be is al in gebruik door een andere gebruiker.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Het wachtwoord moet minstens één teken bevatten dat geen letter of cijfer is.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Geweigerd (het systeem antwoordde: “The provider refused.”)');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves, reloads the list and hands the new user over', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const created = { ...JAN, id: 'u-8', userName: input.email, email: input.email };
    renderWithApollo(<UserForm roles={ROLES} onSaved={onSaved} />, { mocks: [createMock([], created), usersRefetch] });
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-8' })));
  });
});

describe('UserForm (edit)', () => {
  it('shows the e-mail read-only, requires phone and role, and saves them', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const updated = { ...JAN, phoneNumber: '+32 3 999 99 99', roles: [ROLES[0]] };
    renderWithApollo(<UserForm user={JAN} roles={ROLES} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateUserDocument,
            variables: { input: { id: 'u-7', expectedVersion: 'user-v7', phoneNumber: '+32 3 999 99 99', roleName: 'Administrator' } },
          },
          result: { data: { updateUser: { __typename: 'UserPayload', user: updated, userErrors: [] } } },
        },
        usersRefetch,
      ],
    });
    const email = screen.getByRole('textbox', { name: /E-mailadres/ });
    expect(email).toHaveValue('jan@example.be');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Wachtwoord/)).not.toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /Telefoonnummer/ });
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    await user.type(phone, '+32 3 999 99 99');
    await chooseRole(user, 'Administrator');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '+32 3 999 99 99' })));
  });
});
