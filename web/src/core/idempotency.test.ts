import { createSubmissionKeys, isFinalOutcome } from './idempotency';

const error = (code: string, extra: Record<string, unknown> = {}) => ({ errors: [{ extensions: { code, ...extra } }] });

describe('the idempotency keys of submissions', () => {
  it('calls an answer final when it is data, or an error that says nothing was written', () => {
    expect(isFinalOutcome({})).toBe(true);
    expect(isFinalOutcome({ errors: [] })).toBe(true);
    for (const code of ['FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT', 'STORE_UNAVAILABLE', 'GRAPHQL_VALIDATION_FAILED'])
      expect([code, isFinalOutcome(error(code))]).toEqual([code, true]);
    expect(isFinalOutcome(error('PROVIDER_UNAVAILABLE', { notSent: true }))).toBe(true);
  });

  it('calls it not final when a write may have happened or did without being read back', () => {
    for (const code of ['OUTCOME_UNKNOWN', 'SAVED_NOT_REREAD', 'PROVIDER_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'PROVIDER_ERROR', 'NOT_FOUND'])
      expect([code, isFinalOutcome(error(code))]).toEqual([code, false]);
    // an older gateway that does not say notSent, or says it wrongly typed
    expect(isFinalOutcome(error('PROVIDER_UNAVAILABLE', { notSent: 'true' }))).toBe(false);
    expect(isFinalOutcome({ errors: [{ extensions: { code: 'FORBIDDEN' } }, { extensions: { code: 'SAVED_NOT_REREAD', id: '412' } }] })).toBe(false);
  });

  it('keeps the key of a submission until a final answer, then gives the same submission a new one', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor('CreateSalesOrder', { ref: 'A' });
    expect(keys.answered('CreateSalesOrder', { ref: 'A' }, error('SAVED_NOT_REREAD', { id: '412' }))).toBe(false);
    expect(keys.keyFor('CreateSalesOrder', { ref: 'A' })).toBe(first);
    expect(keys.answered('CreateSalesOrder', { ref: 'A' }, error('PROVIDER_UNAVAILABLE'))).toBe(false);
    expect(keys.keyFor('CreateSalesOrder', { ref: 'A' })).toBe(first);
    expect(keys.keyFor('CreateSalesOrder', { ref: 'B' })).not.toBe(first);
    expect(keys.answered('CreateSalesOrder', { ref: 'A' }, { errors: undefined })).toBe(true);
    expect(keys.keyFor('CreateSalesOrder', { ref: 'A' })).not.toBe(first);
  });
});
