import { newWriteLog, noteWriteAnswer, reportWrites, successOf, written } from './outcome';

describe('successOf', () => {
  it('reads Success as a boolean or a True/False string in any case', () => {
    expect(successOf({ Success: true })).toBe(true);
    expect(successOf({ Success: false })).toBe(false);
    for (const yes of ['True', 'true', ' TRUE ']) expect([yes, successOf({ Success: yes })]).toEqual([yes, true]);
    for (const no of ['False', 'false', 'FALSE', '', 'yes']) expect([no, successOf({ Success: no, Items: [] })]).toEqual([no, false]);
  });

  it('takes an answer without Success by what it carries: Items or NewId succeed, a Message alone refuses', () => {
    expect(successOf({ Items: [] })).toBe(true);
    expect(successOf({ Items: [{ id: 1 }] })).toBe(true);
    expect(successOf({ NewId: 7 })).toBe(true);
    expect(successOf({})).toBe(true);
    expect(successOf({ Message: 'Order not found' })).toBe(false);
  });

  it('never turns a refused write into a saved one', () => {
    expect(written({ Success: successOf({ Success: 'False', Message: 'Nope' }), Message: 'Nope' })).toEqual({ ok: false, refusal: { message: 'Nope' } });
  });
});

describe('the write log and the errors after writes', () => {
  const unavailable = { message: 'The provider cannot be reached right now.', path: ['createSalesOrder'], extensions: { code: 'PROVIDER_UNAVAILABLE' } };

  it('counts what the provider answered as done, with its NewId; refusals count as nothing, a 5xx but 503 as maybe', () => {
    const log = newWriteLog();
    noteWriteAnswer(log, 200, { Success: true, NewId: 412 });
    noteWriteAnswer(log, 200, { Success: 'False', Message: 'Nope' });
    noteWriteAnswer(log, 400, { Message: 'Invalid' });
    noteWriteAnswer(log, 503, 'Service Unavailable');
    expect(log).toEqual({ done: 1, ids: ['412'], unanswered: 0 });
    noteWriteAnswer(log, 500, undefined);
    noteWriteAnswer(log, 204, undefined);
    expect(log).toEqual({ done: 2, ids: ['412'], unanswered: 1 });
  });

  it('after a write that was done, "cannot be reached" becomes SAVED_NOT_REREAD with the id the provider gave', () => {
    const log = { done: 1, ids: ['412'], unanswered: 0 };
    const { errors, changed } = reportWrites([unavailable], log);
    expect(changed).toBe(true);
    expect(errors).toEqual([{ message: expect.stringMatching(/saved/), path: ['createSalesOrder'], extensions: { code: 'SAVED_NOT_REREAD', id: '412' } }]);
    expect(reportWrites([{ ...unavailable, extensions: { code: 'STORE_UNAVAILABLE' } }], { ...log, ids: [] }).errors[0]?.extensions).toEqual({
      code: 'SAVED_NOT_REREAD',
      id: null,
    });
  });

  it('after a write without an answer it is OUTCOME_UNKNOWN; with nothing sent it says notSent; other codes pass as they are', () => {
    expect(reportWrites([unavailable], { done: 0, ids: [], unanswered: 1 }).errors[0]?.extensions).toEqual({ code: 'OUTCOME_UNKNOWN' });
    const none = reportWrites([unavailable, { message: 'no', extensions: { code: 'FORBIDDEN' } }], newWriteLog());
    expect(none.changed).toBe(false);
    expect(none.errors.map((e) => e.extensions)).toEqual([{ code: 'PROVIDER_UNAVAILABLE', notSent: true }, { code: 'FORBIDDEN' }]);
    const busy = { message: 'busy', extensions: { code: 'STORE_UNAVAILABLE' } };
    expect(reportWrites([busy], newWriteLog()).errors).toEqual([busy]);
  });
});
