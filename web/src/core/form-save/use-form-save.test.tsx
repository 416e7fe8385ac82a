import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useForm } from 'react-hook-form';
import { UpdatePeriodDateDocument, type PeriodDateRowFragment, type UpdatePeriodDateMutationVariables } from '../../generated/graphql';
import { submissionKeys } from '../idempotency';
import { renderWithApollo, type Mock } from '../testing';
import { useFormSave } from './use-form-save';
import { isSaveChord } from './save-shortcut';

interface Values {
  year: string;
  month: string;
}
type Row = PeriodDateRowFragment;
const row = (over: Partial<Row> = {}): Row => ({ __typename: 'PeriodDate', id: '3', version: 'v1', year: 2024, month: 10, newDate: '2025-01-10', ...over });

/** A small versioned form on the hook: a period date's year and month. */
function PeriodForm({
  name,
  onSaved,
  reload = async () => row({ version: 'v2', month: 12 }),
}: {
  name: string;
  onSaved: (r: Row) => void;
  reload?: () => Promise<Row>;
}) {
  const form = useForm<Values>({ defaultValues: { year: '2024', month: '10' } });
  const save = useFormSave({
    form,
    fields: ['year', 'month'],
    conflict: { version: 'v1', reload, fieldsOf: (r: Row) => ({ year: String(r.year), month: String(r.month) }) },
    send: async (values, ctx) => {
      const input = { id: '3', expectedVersion: ctx.expectedVersion, year: Number(values.year), month: Number(values.month), newDate: '2025-01-10' };
      const payload = (await ctx.mutate(UpdatePeriodDateDocument, { input }))?.updatePeriodDate;
      return { payload, record: payload?.periodDate };
    },
    onSaved,
  });
  const { errors } = form.formState;
  return (
    <form aria-label={name} onSubmit={save.submit}>
      {save.message && <p data-testid="problem">{save.message}</p>}
      {save.conflictPanel}
      <input aria-label={`${name} year`} {...form.register('year')} />
      <span>{errors.year?.message}</span>
      <input aria-label={`${name} month`} {...form.register('month')} />
      <span>{errors.month?.message}</span>
      <button type="submit" aria-keyshortcuts={save.keyShortcuts} disabled={save.saving}>
        Save {name}
      </button>
    </form>
  );
}

const userError = (over: Record<string, unknown>) => ({ __typename: 'UserError', field: null, message: 'no', code: 'REFUSED', conflict: null, ...over });

/** The update answered by `answer` for each input it is sent; every input is kept. */
function updates(answer: (input: UpdatePeriodDateMutationVariables['input']) => { errors?: GraphQLError[]; data?: unknown }) {
  const sent: UpdatePeriodDateMutationVariables['input'][] = [];
  const mock: Mock = {
    request: { query: UpdatePeriodDateDocument, variables: () => true },
    maxUsageCount: 10,
    result: (variables) => {
      const input = (variables as UpdatePeriodDateMutationVariables).input;
      sent.push(input);
      return answer(input) as never;
    },
  };
  return { mock, sent };
}
const saved = (input: UpdatePeriodDateMutationVariables['input']) => ({
  data: { updatePeriodDate: { __typename: 'PeriodDatePayload', periodDate: row({ version: 'v9', month: input.month }), userErrors: [] } },
});
const refused = (...userErrors: unknown[]) => ({ data: { updatePeriodDate: { __typename: 'PeriodDatePayload', periodDate: null, userErrors } } });

async function changeMonth(user: ReturnType<typeof userEvent.setup>, name: string, month: string) {
  const field = screen.getByRole('textbox', { name: `${name} month` });
  await user.clear(field);
  await user.type(field, month);
}

describe('useFormSave', () => {
  it('puts a refusal naming a field on that field (by its input path) and focuses it; sends the version it was opened on', async () => {
    const user = userEvent.setup();
    const update = updates(() => refused(userError({ field: 'input.month', message: 'Month 13 is no month', code: 'INVALID_INPUT' })));
    const onSaved = jest.fn();
    renderWithApollo(<PeriodForm name="A" onSaved={onSaved} />, { mocks: [update.mock] });
    await changeMonth(user, 'A', '13');
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    expect(await screen.findByText(/Month 13 is no month/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'A month' })).toHaveFocus();
    expect(screen.queryByTestId('problem')).not.toBeInTheDocument();
    expect(update.sent[0]).toMatchObject({ expectedVersion: 'v1', month: 13 });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal naming no field of the form above it, in the user language', async () => {
    const user = userEvent.setup();
    const update = updates(() =>
      refused(userError({ field: 'input.year', code: 'PERIOD_DATE_TAKEN', message: 'taken' }), userError({ field: 'input.other', message: 'Not now' })),
    );
    renderWithApollo(<PeriodForm name="A" onSaved={jest.fn()} />, { mocks: [update.mock], language: 'en_US' });
    await changeMonth(user, 'A', '11');
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    expect(await screen.findByTestId('problem')).toHaveTextContent(/^Refused.*Not now/);
    expect(screen.getByRole('textbox', { name: 'A year' })).toHaveFocus();
  });

  it('on a stale version keeps the input, shows the conflict panel, and bases the next save on the version chosen', async () => {
    const user = userEvent.setup();
    const conflict = { __typename: 'Conflict', currentVersion: 'v2', changes: [] };
    const update = updates((input) =>
      input.expectedVersion === 'v1' ? refused(userError({ code: 'CHANGED_BY_SOMEONE_ELSE', message: 'changed', conflict })) : saved(input),
    );
    const onSaved = jest.fn();
    renderWithApollo(<PeriodForm name="A" onSaved={onSaved} />, { mocks: [update.mock] });
    await changeMonth(user, 'A', '11');
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    const panel = await screen.findByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(screen.getByRole('textbox', { name: 'A month' })).toHaveValue('11');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: /Mijn versie houden/ }));
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 'v9', month: 11 })));
    expect(update.sent.map((i) => i.expectedVersion)).toEqual(['v1', 'v2']);
  });

  it('reuses the Idempotency-Key when the same save is retried after an open outcome, and takes a fresh one after success', async () => {
    const user = userEvent.setup();
    const keyFor = jest.spyOn(submissionKeys, 'keyFor');
    let calls = 0;
    const update = updates((input) => (++calls === 1 ? { errors: [new GraphQLError('unknown', { extensions: { code: 'OUTCOME_UNKNOWN' } })] } : saved(input)));
    const onSaved = jest.fn();
    renderWithApollo(<PeriodForm name="A" onSaved={onSaved} />, { mocks: [update.mock] });
    await changeMonth(user, 'A', '11');
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    expect(await screen.findByTestId('problem')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    const keys = keyFor.mock.results.map((r) => r.value as string);
    keyFor.mockRestore();
    expect(update.sent).toHaveLength(3);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('Ctrl+S', () => {
  it('is Ctrl+S or ⌘S, announced on the Save button, and labelled in both languages', () => {
    expect(isSaveChord({ key: 's', code: 'KeyS', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe(true);
    expect(isSaveChord({ key: 'S', code: 'KeyS', ctrlKey: false, metaKey: true, altKey: false, shiftKey: false })).toBe(true);
    // Dvorak: the S is elsewhere, its character decides
    expect(isSaveChord({ key: 's', code: 'KeySemicolon', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe(true);
    expect(isSaveChord({ key: 's', code: 'KeyS', ctrlKey: true, metaKey: false, altKey: false, shiftKey: true })).toBe(false);
    expect(isSaveChord({ key: 's', code: 'KeyS', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false })).toBe(false);
    renderWithApollo(<PeriodForm name="A" onSaved={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Save A' })).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
  });

  it('saves the form in front only, and keeps the browser from saving the page', async () => {
    const user = userEvent.setup();
    const update = updates(saved);
    const first = jest.fn();
    const second = jest.fn();
    renderWithApollo(
      <>
        <PeriodForm name="A" onSaved={first} />
        <PeriodForm name="B" onSaved={second} />
      </>,
      { mocks: [update.mock] },
    );
    await changeMonth(user, 'A', '11');
    await changeMonth(user, 'B', '12');
    const notDefault = fireEvent.keyDown(screen.getByRole('textbox', { name: 'A month' }), { key: 's', ctrlKey: true });
    expect(notDefault).toBe(false);
    await waitFor(() => expect(second).toHaveBeenCalledWith(expect.objectContaining({ month: 12 })));
    expect(first).not.toHaveBeenCalled();
    expect(update.sent).toHaveLength(1);
  });

  it('says so when nothing changed, and sends nothing', async () => {
    const update = updates(saved);
    const onSaved = jest.fn();
    renderWithApollo(<PeriodForm name="A" onSaved={onSaved} />, { mocks: [update.mock], language: 'en_US' });
    fireEvent.keyDown(document.body, { key: 's', metaKey: true });
    expect(await screen.findByText('Nothing to save: no changes')).toBeInTheDocument();
    expect(update.sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lets the key alone once no form is open', () => {
    const { unmount } = renderWithApollo(<PeriodForm name="A" onSaved={jest.fn()} />);
    unmount();
    expect(fireEvent.keyDown(document.body, { key: 's', ctrlKey: true })).toBe(true);
  });
});
