import i18n from '../i18n';
import type { FormProblem } from './errors';
import type { HistoryEntryFieldsFragment } from '../generated/graphql';
import { describeUserError, type UserErrorLike } from './errors';
import { savedRecord, type SaveForm } from './payloads';

type Values = { name: string };

function form(overrides: Partial<SaveForm<Values>> = {}) {
  const problems: FormProblem[] = [];
  const fieldErrors: string[] = [];
  const saveForm: SaveForm<Values> = {
    setError: (name) => void fieldErrors.push(String(name)),
    fields: ['name'],
    t: i18n.getFixedT('nl_BE'),
    setProblem: (p) => void problems.push(p),
    unseenWords: 'Opgeslagen; zoek het in de lijst.',
    ...overrides,
  };
  return { saveForm, problems, fieldErrors };
}

describe('a save’s answer for its form', () => {
  it('answers the record when the save went through', () => {
    const { saveForm, problems } = form();
    expect(savedRecord({ userErrors: [] }, { id: '7' }, saveForm)).toEqual({ id: '7' });
    expect(problems).toEqual([]);
  });

  it('puts refusals on their fields and the rest above the form', () => {
    const { saveForm, problems, fieldErrors } = form();
    const userErrors = [
      { field: 'input.name', code: 'REQUIRED', message: 'required' },
      { field: null, code: 'REFUSED', message: 'no' },
    ];
    expect(savedRecord({ userErrors }, null, saveForm)).toBeNull();
    expect(fieldErrors).toEqual(['name']);
    expect(problems).toEqual([{ userError: userErrors[1] }]);
  });

  it('says a record saved but not told apart in the form’s words, or lets the screen handle it', () => {
    const words = form();
    expect(savedRecord({ userErrors: [], recordUnknown: true }, null, words.saveForm)).toBeNull();
    expect(words.problems).toEqual([{ words: 'Opgeslagen; zoek het in de lijst.' }]);

    const seen = jest.fn();
    const screen = form({ onSavedUnseen: seen });
    expect(savedRecord({ userErrors: [], recordUnknown: true }, null, screen.saveForm)).toBeNull();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(screen.problems).toEqual([]);
  });

  it('reports an answer without payload as an error', () => {
    const { saveForm, problems } = form();
    expect(savedRecord(null, null, saveForm)).toBeNull();
    expect(problems).toEqual([{ error: null }]);
  });

  it('routes CHANGED_BY_SOMEONE_ELSE to onConflict when the form has one; else it is said above the form, naming who', () => {
    const change: HistoryEntryFieldsFragment = {
      id: 'h1',
      at: '2025-03-14T13:05:00Z',
      recordType: 'SALES_ORDER',
      recordId: '1',
      ownerType: 'SALES_ORDER',
      ownerId: '1',
      action: 'CHANGED',
      changes: [],
    };
    const refusal: UserErrorLike = {
      field: null,
      code: 'CHANGED_BY_SOMEONE_ELSE',
      message: 'changed',
      conflict: { currentVersion: 'v2', changes: [{ ...change, userName: 'bea' }] },
    };
    const onConflict = jest.fn();
    const withPanel = form({ onConflict });
    expect(savedRecord({ userErrors: [refusal] }, null, withPanel.saveForm)).toBeNull();
    expect(onConflict).toHaveBeenCalledWith(refusal);
    expect(withPanel.problems).toEqual([]);

    const without = form();
    expect(savedRecord({ userErrors: [refusal] }, null, without.saveForm)).toBeNull();
    expect(without.problems).toEqual([{ userError: refusal }]);
    const t = i18n.getFixedT('nl_BE');
    expect(describeUserError(refusal, t)).toMatch(/^bea heeft dit intussen gewijzigd; er is niets bewaard/);
    expect(describeUserError({ ...refusal, conflict: { currentVersion: null, changes: [{ ...change, userName: null }] } }, t)).toMatch(
      /^Dit is intussen buiten Backoffice gewijzigd/,
    );
    expect(describeUserError({ ...refusal, conflict: null }, t)).toBe(t('app:errors.userErrors.CHANGED_BY_SOMEONE_ELSE'));
  });
});
