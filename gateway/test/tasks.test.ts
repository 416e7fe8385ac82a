import { TASK_LIMITS } from '@backoffice/shared/rules/tasks';
import { codes, ORDER, startStack, type Stack, STACK_START_MS } from './harness';
import { required } from '../src/common/required';

let stack: Stack;
let order: string;

beforeAll(async () => {
  stack = await startStack();
  order = await stack.login(ORDER);
}, STACK_START_MS);
afterAll(() => stack?.close());

const TASK = 'id taskType { id name } taskStatus { id name } subject description product { id code } user { id userName }';
const UPDATE = `mutation($i: UpdateTaskInput!) { updateTask(input: $i) { task { ${TASK} } userErrors { field code message } } }`;

describe('tasks', () => {
  it('lists tasks (id descending) with type, status, product and user in a bounded number of calls, filters and sorts', async () => {
    stack.calls.length = 0;
    const r = await stack.gql(
      `{ tasks { totalCount nodes { ${TASK} } } taskTypes { id name } taskStatuses { id name } staffMembers { id userName } }`,
      {},
      { token: order },
    );
    expect(r.errors).toBeUndefined();
    const { nodes, totalCount } = r.data.tasks;
    expect(totalCount).toBe(nodes.length);
    expect(nodes.map((n: any) => Number(n.id))).toEqual(nodes.map((n: any) => Number(n.id)).sort((a: number, b: number) => b - a));
    expect(nodes.some((n: any) => n.product && n.user)).toBe(true);
    expect(r.data.taskTypes).toHaveLength(4);
    expect(r.data.taskStatuses.map((s: any) => s.name)).toEqual(['Open', 'In behandeling', 'Afgewerkt']);
    expect(stack.calls.map((c) => c.path.split('/').pop()!.split('?')[0]).sort()).toEqual([
      'getProducts',
      'getTasks',
      'getTaskstatusDropdown',
      'getTasktypeDropdown',
      'getUsersDropdown',
    ]);
    const filtered = await stack.gql(
      '{ tasks(filter: { conditions: [{ field: TASK_STATUS, operator: IS, value: "Afgewerkt" }] }, sort: [{ field: SUBJECT }]) { totalCount nodes { subject taskStatus { name } } } }',
      {},
      { token: order },
    );
    expect(filtered.data.tasks.totalCount).toBeGreaterThan(0);
    expect(filtered.data.tasks.nodes.every((n: any) => n.taskStatus.name === 'Afgewerkt')).toBe(true);
  });

  it('updates a task and answers it; subject and description are required on their fields; nothing is stored when refused', async () => {
    const list = await stack.gql(
      `{ tasks(page: { limit: 1 }) { nodes { ${TASK} } } staffMembers { id } products(page: { limit: 1 }) { nodes { id } } }`,
      {},
      { token: order },
    );
    const task = list.data.tasks.nodes[0];
    const product = required(list.data.products.nodes[0], 'a product').id;
    const input = {
      id: task.id,
      taskTypeId: '3',
      taskStatusId: '2',
      subject: 'Creditnota opmaken',
      description: 'Verschil 1,2 ton — klant akkoord.',
      productId: String(product),
      userId: list.data.staffMembers[0].id,
    };
    const r = await stack.gql(UPDATE, { i: input }, { token: order });
    expect(r.data.updateTask).toMatchObject({
      userErrors: [],
      task: {
        id: task.id,
        taskType: { id: '3' },
        taskStatus: { id: '2', name: 'In behandeling' },
        subject: 'Creditnota opmaken',
        product: { id: String(product) },
        user: { id: input.userId },
      },
    });
    const empty = await stack.gql(UPDATE, { i: { ...input, subject: ' ', description: '' } }, { token: order });
    expect(empty.data.updateTask.userErrors.map((e: any) => [e.field, e.code])).toEqual([
      ['subject', 'INVALID_INPUT'],
      ['description', 'INVALID_INPUT'],
    ]);
    const unknownType = await stack.gql(UPDATE, { i: { ...input, taskTypeId: '77' } }, { token: order });
    expect(unknownType.data.updateTask.userErrors).toEqual([{ field: 'taskTypeId', code: 'NOT_FOUND', message: 'Task type not found' }]);
    const unknownUser = await stack.gql(UPDATE, { i: { ...input, userId: 'nobody' } }, { token: order });
    expect(unknownUser.data.updateTask.userErrors[0]).toMatchObject({ field: 'userId', code: 'NOT_FOUND' });
    const again = await stack.gql(`query($id: ID!) { task(id: $id) { ${TASK} } }`, { id: task.id }, { token: order });
    expect(again.data.task).toMatchObject({ subject: 'Creditnota opmaken', taskType: { id: '3' } });
    expect((await stack.gql('{ task(id: "x") { id } }', {}, { token: order })).data.task).toBeNull();
    expect(codes(await stack.gql('{ tasks { totalCount } }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses what the shared task rules refuse (the task form checks the same) on the field, before any provider call', async () => {
    const list = await stack.gql(`{ tasks(page: { limit: 1 }) { nodes { id subject } } }`, {}, { token: order });
    const task = list.data.tasks.nodes[0];
    const input = {
      id: task.id,
      taskTypeId: '3',
      taskStatusId: '2',
      subject: 'x'.repeat(TASK_LIMITS.subject + 1),
      description: 'y'.repeat(TASK_LIMITS.description + 1),
    };
    stack.calls.length = 0;
    const r = await stack.gql(UPDATE, { i: input }, { token: order });
    expect(r.data.updateTask).toEqual({
      task: null,
      userErrors: [
        { field: 'subject', code: 'INVALID_INPUT', message: 'subject is at most 200 characters.' },
        { field: 'description', code: 'INVALID_INPUT', message: 'description is at most 4000 characters.' },
      ],
    });
    const wrongIds = await stack.gql(UPDATE, { i: { ...input, subject: 'Kort', description: 'Kort', taskTypeId: 'drie', productId: '7a' } }, { token: order });
    expect(wrongIds.data.updateTask.userErrors.map((e: any) => [e.field, e.code])).toEqual([
      ['taskTypeId', 'NOT_FOUND'],
      ['productId', 'NOT_FOUND'],
    ]);
    expect(stack.calls).toEqual([]);
    const again = await stack.gql(`query($id: ID!) { task(id: $id) { subject } }`, { id: task.id }, { token: order });
    expect(again.data.task.subject).toBe(task.subject);
  });
});
