import i18n from '../i18n';
import { TEXT_LIMITS, textLimitProps } from './text-limits';

describe('textLimitProps', () => {
  const nl = i18n.getFixedT('nl_BE');
  it('stops the field at the limit and counts near it, in the user language', () => {
    expect(textLimitProps('', TEXT_LIMITS.taskSubject, nl)).toEqual({ htmlInput: { maxLength: 200 }, helperText: undefined });
    expect(textLimitProps('x'.repeat(179), TEXT_LIMITS.taskSubject, nl).helperText).toBeUndefined();
    expect(textLimitProps('x'.repeat(180), TEXT_LIMITS.taskSubject, nl).helperText).toBe('180 / 200 tekens');
    expect(textLimitProps('x'.repeat(200), TEXT_LIMITS.taskSubject, i18n.getFixedT('en_US')).helperText).toBe('200 / 200 characters');
  });
  it("lets the field's own error win", () => {
    expect(textLimitProps('x'.repeat(200), 200, nl, 'Verplicht').helperText).toBe('Verplicht');
  });
});
