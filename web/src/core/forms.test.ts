import { applyUserErrors } from './forms';

describe('applyUserErrors', () => {
  it('focuses the first field in error in the form order, whatever order the server said them in', () => {
    const setError = jest.fn();
    const rest = applyUserErrors(
      [
        { field: 'input.roleName', code: 'NOT_FOUND', message: 'Role not found' },
        { field: 'password', code: 'PASSWORD_POLICY', message: 'Too short' },
        { field: 'email', code: 'DUPLICATE', message: 'Taken' },
        { field: null, code: 'FORBIDDEN', message: 'No' },
      ],
      setError,
      ['email', 'phoneNumber', 'password', 'roleName'],
      (ue) => ue.message,
    );
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
      ['roleName', { type: 'server', message: 'Role not found' }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual([{ field: null, code: 'FORBIDDEN', message: 'No' }]);
  });
});
