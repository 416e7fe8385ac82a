import i18n from '../i18n';
import type { HistoryEntryFieldsFragment } from '../generated/graphql';
import { describeUserError, type UserErrorLike } from './errors';
import { saveOutcome } from './payloads';

describe('what a save’s answer comes to for its form', () => {
  it('is the record when the save went through', () => {
    expect(saveOutcome({ userErrors: [] }, { id: '7' }, false)).toEqual({ kind: 'saved', record: { id: '7' } });
  });

  it('is its refusals, every one, when there are any', () => {
    const userErrors = [
      { field: 'input.name', code: 'REQUIRED', message: 'required' },
      { field: null, code: 'REFUSED', message: 'no' },
    ];
    expect(saveOutcome({ userErrors }, null, true)).toEqual({ kind: 'refused', userErrors });
  });

  it('is unseen when saved but not told apart, or when no record came with it', () => {
    expect(saveOutcome({ userErrors: [], recordUnknown: true }, { id: '7' }, false)).toEqual({ kind: 'unseen' });
    expect(saveOutcome({ userErrors: [] }, null, false)).toEqual({ kind: 'unseen' });
  });

  it('is unanswered without a payload', () => {
    expect(saveOutcome(null, { id: '7' }, false)).toEqual({ kind: 'unanswered' });
  });

  it('sends CHANGED_BY_SOMEONE_ELSE to the conflict panel of a versioned form; else it is a refusal said naming who', () => {
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
    expect(saveOutcome({ userErrors: [refusal] }, null, true)).toEqual({ kind: 'conflict', userError: refusal });
    expect(saveOutcome({ userErrors: [refusal] }, null, false)).toEqual({ kind: 'refused', userErrors: [refusal] });
    const t = i18n.getFixedT('nl_BE');
    expect(describeUserError(refusal, t)).toMatch(/^bea heeft dit intussen gewijzigd; er is niets bewaard/);
    expect(describeUserError({ ...refusal, conflict: { currentVersion: null, changes: [{ ...change, userName: null }] } }, t)).toMatch(
      /^Dit is intussen buiten Backoffice gewijzigd/,
    );
    expect(describeUserError({ ...refusal, conflict: null }, t)).toBe(t('app:errors.userErrors.CHANGED_BY_SOMEONE_ELSE'));
  });
});
