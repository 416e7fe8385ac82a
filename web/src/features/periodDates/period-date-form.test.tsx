import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CreatePeriodDateDocument, PeriodDatesDocument, UpdatePeriodDateDocument } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { PeriodDateForm } from './period-date-form';
import { checkRules } from '@backoffice/shared/rules/core';
import { periodDateRules } from '@backoffice/shared/rules/periodDates';
import { periodProblemKey } from './period-date-rules';

/** The key of the words the form shows on a field (periodProblemKey of the shared rule's first refusal), or null. */
function problemOf(field: 'year' | 'month', text: string) {
  const [problem] = checkRules(periodDateRules.shape[field], text);
  return problem ? periodProblemKey({ field, code: problem.code }) : null;
}

const listMock: Mock = { request: { query: PeriodDatesDocument }, result: { data: { periodDates: [] } } };

function fields() {
  return {
    year: screen.getByRole('textbox', { name: /^Jaar/ }),
    month: screen.getByRole('textbox', { name: /^Maand/ }),
    newDate: screen.getByRole('textbox', { name: /^Nieuwe datum/ }),
  };
}

describe('period date rules', () => {
  it.each([
    ['', 'required'],
    ['20x4', 'year'],
    ['0', 'year'],
    ['-1', 'year'],
    ['10000', 'year'],
    ['9999', null],
    ['2025', null],
  ])('year %p → %p', (text, problem) => expect(problemOf('year', text)).toBe(problem));

  it.each([
    ['', 'required'],
    ['1.5', 'month'],
    ['0', 'month'],
    ['-3', 'month'],
    ['13', 'month'],
    ['12', null],
    ['1', null],
  ])('month %p → %p', (text, problem) => expect(problemOf('month', text)).toBe(problem));
});

describe('PeriodDateForm', () => {
  it('requires year, month and new date', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PeriodDateForm onSaved={onSaved} />);
    expect(fields().year).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(3);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says a year of -1 is outside 1 to 9999, not that it is no whole number', async () => {
    const user = userEvent.setup();
    renderWithApollo(<PeriodDateForm onSaved={jest.fn()} />);
    await user.type(fields().year, '-1');
    await user.type(fields().month, '2');
    await user.type(fields().newDate, '05-02-2025');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Geef een jaar van 1 tot 9999')).toBeInTheDocument();
    expect(screen.queryByText(/geheel getal/)).not.toBeInTheDocument();
  });

  it('refuses a year above 9999 and a month above 12', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PeriodDateForm onSaved={onSaved} />);
    await user.type(fields().year, '10000');
    await user.type(fields().month, '13');
    await user.type(fields().newDate, '05-02-2025');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Geef een jaar van 1 tot 9999')).toBeInTheDocument();
    expect(screen.getByText('Geef een maand van 1 tot 12')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('adds a period date (dd-MM-yyyy typed, yyyy-MM-dd sent) and reloads the list', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<PeriodDateForm onSaved={onSaved} />, {
      mocks: [
        {
          request: { query: CreatePeriodDateDocument, variables: { input: { year: 2025, month: 1, newDate: '2025-02-05' } } },
          result: {
            data: {
              createPeriodDate: {
                __typename: 'PeriodDatePayload',
                periodDate: { __typename: 'PeriodDate', id: '9', version: 'period-v9', year: 2025, month: 1, newDate: '2025-02-05' },
                userErrors: [],
              },
            },
          },
        },
        listMock,
      ],
    });
    await user.type(fields().year, '2025');
    await user.type(fields().month, '1');
    await user.type(fields().newDate, '5-2-2025{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('edits an existing one and shows a failure in words instead of swallowing it', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(
      <PeriodDateForm
        periodDate={{ __typename: 'PeriodDate', id: '3', version: 'period-v3', year: 2024, month: 12, newDate: '2025-01-10' }}
        onSaved={onSaved}
      />,
      {
        mocks: [
          {
            request: {
              query: UpdatePeriodDateDocument,
              variables: { input: { id: '3', expectedVersion: 'period-v3', year: 2024, month: 11, newDate: '2025-01-10' } },
            },
            result: { errors: [new GraphQLError('provider down', { extensions: { code: 'PROVIDER_UNAVAILABLE' } })] },
          },
        ],
      },
    );
    expect(fields().newDate).toHaveValue('10-01-2025');
    await user.clear(fields().month);
    await user.type(fields().month, '11');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De achterliggende toepassing is niet bereikbaar');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
