import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EndOtherSessionsDocument, MySessionsDocument } from '../../generated/session/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { SessionsDialog } from './sessions-dialog';

const session = (id: string, userAgent: string | null, current: boolean) => ({
  __typename: 'UserSession' as const,
  id,
  startedAt: '2026-12-07T08:15:00.000Z',
  lastUsedAt: '2026-12-07T09:40:00.000Z',
  userAgent,
  current,
});
const listed = (sessions: ReturnType<typeof session>[]): Mock => ({ request: { query: MySessionsDocument }, result: { data: { mySessions: sessions } } });
const ended = (password: string, endedSessions: number, userErrors: { field: string; code: string; message: string }[] = []): Mock => ({
  request: { query: EndOtherSessionsDocument, variables: { input: { password } } },
  result: {
    data: {
      endOtherSessions: {
        __typename: 'EndOtherSessionsPayload',
        endedSessions,
        retryAfterSeconds: null,
        userErrors: userErrors.map((e) => ({ __typename: 'UserError', facts: [], ...e })),
      },
    },
  },
});

describe('SessionsDialog', () => {
  it('lists where the user is signed in, this one marked, and ends the others after the password again', async () => {
    const user = userEvent.setup();
    renderWithApollo(<SessionsDialog open onClose={() => undefined} />, {
      mocks: [
        listed([session('a', 'Firefox 133 on Linux', true), session('b', 'Chrome 131 on Windows', false), session('c', null, false)]),
        ended('Fout!2026', 0, [{ field: 'password', code: 'INCORRECT_PASSWORD', message: 'The password is incorrect.' }]),
        ended('Geheim!2026', 2),
        listed([session('a', 'Firefox 133 on Linux', true)]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Uw sessies' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Firefox 133 on LinuxDeze sessie'),
      expect.stringContaining('Chrome 131 on Windows'),
      expect.stringContaining('Onbekend toestel'),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Aangemeld 07-12-2026 09:15 · laatst gebruikt 07-12-2026 10:40');

    const endOthers = screen.getByRole('button', { name: 'Andere sessies afmelden' });
    await user.click(endOthers);
    expect(screen.getByText('Verplicht veld')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Wachtwoord/, { selector: 'input' });
    await user.type(password, 'Fout!2026');
    await user.click(endOthers);
    expect(await screen.findByText(/Het huidige wachtwoord is onjuist/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.clear(password);
    await user.type(password, 'Geheim!2026');
    await user.click(endOthers);
    expect(await screen.findByRole('status')).toHaveTextContent('2 andere sessies afgemeld.');
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Andere sessies afmelden' })).not.toBeInTheDocument();
  });
});
