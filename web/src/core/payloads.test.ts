import i18n from '../i18n';
import type { FormProblem } from './errors';
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
});
