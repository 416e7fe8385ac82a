import { startProvider, type StartedProvider } from '../../index';
import { ADMIN, signIn, type Client } from '../../testing/http';
import { TaskMessages as M } from './index';
import { required } from '../../lib/required';

let provider: StartedProvider;
let admin: Client;

beforeAll(async () => {
  provider = await startProvider();
  admin = await signIn(provider.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => provider?.close());

const call = (name: string, body: Record<string, unknown> = {}) => admin.execute('backoffice', name, body);

describe('tasks', () => {
  it('lists tasks of every type and status with their names, product and user', async () => {
    const { body } = await call('getTasks');
    expect(body.Success).toBe(true);
    const pairs = new Set(body.Items.map((t: any) => `${t.TaskTypeId}/${t.TaskStatusId}`));
    for (const type of [1, 2, 3, 4]) for (const status of [1, 2, 3]) expect(pairs.has(`${type}/${status}`)).toBe(true);
    expect(body.Items.some((t: any) => t.ProductId && t.Product)).toBe(true);
    expect(body.Items.some((t: any) => t.UserId && t.User)).toBe(true);
    expect((await call('getTasktypeDropdown')).body.Items).toHaveLength(4);
    expect((await call('getTaskstatusDropdown')).body.Items).toEqual([
      { key: 1, value: 'Open' },
      { key: 2, value: 'In behandeling' },
      { key: 3, value: 'Afgewerkt' },
    ]);
    expect((await call('getUsersDropdown')).body.Items.length).toBeGreaterThan(1);
  });

  it('updates a task, requires subject and description, and refuses unknown references', async () => {
    const [task] = (await call('getTasks')).body.Items;
    const user = (await call('getUsersDropdown')).body.Items[0].key;
    const product = required((await provider.db.query<{ id: number }>('select min(id) as id from products')).rows[0], 'a product').id;
    const update = { taskid: task.id, tasktype: 2, taskstatus: 3, subject: 'Vocht nagemeten', description: 'In orde bevonden.', product, user };
    expect((await call('updateTask', update)).body).toEqual({ Success: true });
    expect((await call('getTask', { taskid: task.id })).body.Items[0]).toMatchObject({
      TaskTypeId: 2,
      TaskStatusId: 3,
      Subject: 'Vocht nagemeten',
      Description: 'In orde bevonden.',
      ProductId: product,
      UserId: user,
    });
    expect((await call('updateTask', { ...update, subject: '  ' })).body).toEqual({ Success: false, Message: M.subjectRequired });
    expect((await call('updateTask', { ...update, description: '' })).body).toEqual({ Success: false, Message: M.descriptionRequired });
    expect((await call('updateTask', { ...update, tasktype: 99 })).body).toEqual({ Success: false, Message: M.typeNotFound });
    expect((await call('updateTask', { ...update, taskstatus: 99 })).body).toEqual({ Success: false, Message: M.statusNotFound });
    expect((await call('updateTask', { ...update, product: 99999999 })).body).toEqual({ Success: false, Message: M.productNotFound });
    expect((await call('updateTask', { ...update, user: 'nobody' })).body).toEqual({ Success: false, Message: M.userNotFound });
    expect((await call('updateTask', { ...update, taskid: 9999999 })).body).toEqual({ Success: false, Message: M.notFound });
    expect((await call('getTask', { taskid: task.id })).body.Items[0].Subject).toBe('Vocht nagemeten');
  });
});
