import { parse, type OperationDefinitionNode } from 'graphql';
import { changesData } from './changes-data';

const operationOf = (text: string) => parse(text).definitions[0] as OperationDefinitionNode;

describe('changesData: which operations may change data', () => {
  it('not queries, sign-in, sign-out or a password change', () => {
    expect(changesData(operationOf('{ me { userName } }'))).toBe(false);
    expect(changesData(operationOf('mutation Login { login(email: "a", password: "b") { token } }'))).toBe(false);
    expect(changesData(operationOf('mutation { logout { ok } changePassword(input: {}) { ok } }'))).toBe(false);
    expect(changesData(undefined)).toBe(false);
  });

  it('every other mutation, also beside a sign-in or behind a fragment', () => {
    expect(changesData(operationOf('mutation { createSalesOrder(input: {}) { salesOrder { id } } }'))).toBe(true);
    expect(changesData(operationOf('mutation { login(email: "a", password: "b") { token } deleteSalesOrder(id: "1") { id } }'))).toBe(true);
    expect(changesData(operationOf('mutation { ...M }'))).toBe(true);
  });
});
