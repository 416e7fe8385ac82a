/**
 * Tasks (application backoffice), spec 02 §2.10, §7.3: the list, one task, its update, and the
 * dropdowns of task types, task statuses and users. A task's subject and description are
 * required (spec 02 §5); type, status, product and user must exist.
 */
import type { Queryable } from '../../db';
import { defineProcedure, refuse, type Procedure } from '../registry';
import { body, id, optional, text } from '../validation';
import { num, str } from '../answers';

export const TaskMessages = {
  notFound: 'Task not found',
  subjectRequired: 'The subject is required',
  descriptionRequired: 'The description is required',
  typeNotFound: 'Task type not found',
  statusNotFound: 'Task status not found',
  productNotFound: 'Product not found',
  userNotFound: 'User not found',
} as const;
const M = TaskMessages;

type Row = Record<string, unknown>;

const TASK_SQL = `
  select t.id, t.task_type, tt.name as task_type_name, t.task_status, ts.name as task_status_name, t.subject, t.description,
         t.product_id, p.code as product_code, p.product as product_name, t.user_id, u.user_name, t.created_at
    from tasks t
    join task_types tt on tt.id = t.task_type
    join task_statuses ts on ts.id = t.task_status
    left join products p on p.id = t.product_id
    left join users u on u.id = t.user_id`;

function taskItem(r: Row) {
  return {
    id: r.id,
    TaskTypeId: num(r.task_type),
    Tasktype: str(r.task_type_name),
    TaskStatusId: num(r.task_status),
    TaskStatus: str(r.task_status_name),
    Subject: str(r.subject),
    Description: str(r.description),
    ProductId: r.product_id === null ? null : num(r.product_id),
    ProductCode: str(r.product_code),
    Product: str(r.product_name),
    UserId: str(r.user_id),
    User: str(r.user_name),
    Created: r.created_at instanceof Date ? r.created_at.toISOString() : str(r.created_at),
  };
}

export const getTasks = defineProcedure({
  application: 'backoffice',
  name: 'getTasks',
  kind: 'read',
  payload: body({}),
  async handler({ db }) {
    const { rows } = await db.query<Row>(`${TASK_SQL} order by t.id desc`);
    return { Items: rows.map(taskItem) };
  },
});

export const getTask = defineProcedure({
  application: 'backoffice',
  name: 'getTask',
  kind: 'read',
  payload: body({ taskid: id() }),
  async handler({ db }, { taskid }) {
    const { rows } = await db.query<Row>(`${TASK_SQL} where t.id = $1`, [taskid]);
    const [row] = rows;
    return row ? { Items: [taskItem(row)] } : refuse(M.notFound);
  },
});

async function exists(db: Queryable, sql: string, value: unknown): Promise<boolean> {
  return (await db.query(sql, [value])).rows.length > 0;
}

export const updateTask = defineProcedure({
  application: 'backoffice',
  name: 'updateTask',
  kind: 'write',
  payload: body({
    taskid: id(),
    tasktype: id(),
    taskstatus: id(),
    subject: optional(text({ max: 200 })),
    description: optional(text({ max: 4000 })),
    product: optional(id()),
    user: optional(text({ max: 450 })),
  }),
  async handler({ db }, p) {
    if (!p.subject) return refuse(M.subjectRequired);
    if (!p.description) return refuse(M.descriptionRequired);
    return db.transaction(async (tx) => {
      if (!(await exists(tx, 'select 1 from tasks where id = $1 for update', p.taskid))) return refuse(M.notFound);
      if (!(await exists(tx, 'select 1 from task_types where id = $1', p.tasktype))) return refuse(M.typeNotFound);
      if (!(await exists(tx, 'select 1 from task_statuses where id = $1', p.taskstatus))) return refuse(M.statusNotFound);
      if (p.product !== undefined && !(await exists(tx, 'select 1 from products where id = $1', p.product))) return refuse(M.productNotFound);
      if (p.user !== undefined && !(await exists(tx, 'select 1 from users where id = $1', p.user))) return refuse(M.userNotFound);
      await tx.query('update tasks set task_type = $2, task_status = $3, subject = $4, description = $5, product_id = $6, user_id = $7 where id = $1', [
        p.taskid,
        p.tasktype,
        p.taskstatus,
        p.subject,
        p.description,
        p.product ?? null,
        p.user ?? null,
      ]);
      return {};
    });
  },
});

function dropdown(name: string, sql: string) {
  return defineProcedure({
    application: 'backoffice',
    name,
    kind: 'read',
    payload: body({}),
    async handler({ db }) {
      const { rows } = await db.query<Row>(sql);
      return { Items: rows.map((r) => ({ key: r.key, value: r.value })) };
    },
  });
}

export const procedures: Procedure[] = [
  getTasks,
  getTask,
  updateTask,
  dropdown('getTasktypeDropdown', 'select id as key, name as value from task_types order by id'),
  dropdown('getTaskstatusDropdown', 'select id as key, name as value from task_statuses order by id'),
  dropdown('getUsersDropdown', 'select id as key, user_name as value from users where is_active order by user_name'),
] as Procedure[];
