import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { bridgeDeprecatedArguments, inputOf } from './input-bridge';

const typeDefs = `
  type Query { ok: Boolean }
  input DeleteLineInput { orderId: ID!, id: ID!, unlocked: Boolean = false }
  type Mutation {
    deleteLine(
      input: DeleteLineInput
      orderId: ID @deprecated(reason: "Use input.orderId.")
      id: ID @deprecated(reason: "Use input.id.")
      unlocked: Boolean @deprecated(reason: "Use input.unlocked.")
    ): String
  }`;
const resolvers = { Mutation: { deleteLine: (_p: unknown, args: { input?: object | null }) => JSON.stringify(inputOf(args)) } };
const schema = bridgeDeprecatedArguments(makeExecutableSchema({ typeDefs, resolvers }));
const run = async (call: string) => {
  const r = await graphql({ schema, source: `mutation { deleteLine${call} }` });
  return r.errors ? { error: r.errors[0]?.message, code: r.errors[0]?.extensions.code } : JSON.parse(String(r.data?.deleteLine));
};

describe('a mutation with deprecated separate arguments beside its input', () => {
  it('takes the input as it is', async () => {
    expect(await run('(input: { orderId: "7", id: "3" })')).toEqual({ orderId: '7', id: '3', unlocked: false });
  });

  it('gathers the old arguments into the input, with its defaults', async () => {
    expect(await run('(orderId: "7", id: "3")')).toEqual({ orderId: '7', id: '3', unlocked: false });
    expect(await run('(orderId: "7", id: "3", unlocked: true)')).toEqual({ orderId: '7', id: '3', unlocked: true });
  });

  it('refuses both ways at once, neither, and an old call without a value the input needs, in words', async () => {
    expect(await run('(input: { orderId: "7", id: "3" }, id: "4")')).toEqual({
      code: 'BAD_USER_INPUT',
      error: 'deleteLine takes its values in input or in its deprecated arguments (id), not both.',
    });
    expect(await run('')).toEqual({ code: 'BAD_USER_INPUT', error: 'deleteLine needs its values: input: { orderId: …, id: …, unlocked: … }.' });
    expect(await run('(input: null)')).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await run('(id: "3")')).toEqual({
      code: 'BAD_USER_INPUT',
      error: 'deleteLine needs orderId: give it, or better, every value in input: { orderId: …, id: …, unlocked: … }.',
    });
  });
});
