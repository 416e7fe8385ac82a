/**
 * The provider check's user calls (spec 01 §7: GET /api/users/GetUsers, /api/Roles, /api/Users/{id})
 * and the roles of the sign-in answer, judged as the gateway reads them: the Users screen, and the
 * roles every session re-reads (session/manager.ts: the user's RoleIds named by /api/Roles).
 */
import { parseRoles } from '../../../gateway/src/session/session';
import type { CallResult, Session } from './check-session';
import { judgeItems } from './check-judge';
import type { Contract, ContractOperation, Schema } from './contract';
import { itemsOf, propertiesOf } from './projection';

/** The sign-in answer's fields the gateway reads (spec 01 §3 Login response). */
export interface SignInAnswer {
  userName?: string;
  cuserName?: string;
  roles?: string;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** A REST call of the contract as an operation the report can name. */
function restOperation(contract: Contract, route: string): ContractOperation {
  const op = (contract.document.paths as Record<string, Record<string, Schema>>)[route]!.get!;
  return {
    key: String(op.operationId),
    operationId: String(op.operationId),
    name: route,
    method: 'GET',
    app: 'main',
    readOnly: true,
    extension: null,
    assumed: null,
    specName: null,
    screens: (op.tags as string[] | undefined) ?? [],
    summary: String(op.summary ?? ''),
    payloadPointer: null,
    queryPointer: null,
    answerPointer: `#/paths/${escape(route)}/get/responses/200/content/application~1json/schema`,
  };
}

async function call(contract: Contract, session: Session, route: string, path: string): Promise<{ result: CallResult; body: unknown }> {
  const op = restOperation(contract, route);
  const result: CallResult = { op, outcome: 'ok', sent: { name: route, method: 'GET', app: 'main', path, payload: {} }, problems: [], missing: [] };
  let body: unknown;
  try {
    const answer = await session.send('GET', path, {});
    result.status = answer.status;
    body = answer.body;
    if (answer.status !== 200) result.problems.push(`HTTP ${answer.status}`);
    else {
      result.problems.push(...contract.checkAnswer(op, body).map((i) => i.message));
      const schema = contract.resolve(op.answerPointer) ?? {};
      const itemSchema = schema.type === 'array' ? itemsOf(contract, schema) : schema;
      const judged = judgeItems(contract, propertiesOf(contract, itemSchema), Array.isArray(body) ? body : [body]);
      result.problems.push(...judged.problems);
      result.missing = judged.missing;
    }
  } catch (err) {
    result.problems.push(`no answer: ${(err as Error).message}`);
  }
  if (result.problems.length) result.outcome = 'failed';
  return { result, body };
}

type User = { Id?: unknown; UserName?: unknown; Email?: unknown; Roles?: { RoleId?: unknown }[] };

/** The user calls, and whether the signed-in user's roles come out as Backoffice knows them. */
export async function checkUsers(contract: Contract, session: Session, signIn: SignInAnswer): Promise<CallResult[]> {
  const list = await call(contract, session, '/api/users/GetUsers', '/api/users/GetUsers?excludeActiveUsers=false');
  const roles = await call(contract, session, '/api/Roles', '/api/Roles');
  const users = (Array.isArray(list.body) ? list.body : []) as User[];
  const me = session.options.user.trim().toLowerCase();
  const mine = users.find((u) => [u.UserName, u.Email].some((v) => String(v ?? '').toLowerCase() === me)) ?? users[0];
  const results = [list.result, roles.result];
  if (mine?.Id !== undefined) {
    const one = await call(contract, session, '/api/Users/{id}', `/api/Users/${encodeURIComponent(String(mine.Id))}`);
    results.push(one.result);
  }
  const signInResult = judgeRoles(contract, signIn, mine, Array.isArray(roles.body) ? (roles.body as { Id?: unknown; Name?: unknown }[]) : []);
  return [signInResult, ...results];
}

export function judgeRoles(contract: Contract, signIn: SignInAnswer, user: User | undefined, roles: { Id?: unknown; Name?: unknown }[]): CallResult {
  const token: ContractOperation = {
    ...restOperation(contract, '/api/Roles'),
    key: 'session.token',
    operationId: 'session.token',
    name: '/token',
    method: 'POST',
  };
  token.screens = ['Sign-in'];
  const result: CallResult = {
    op: token,
    outcome: 'ok',
    sent: { name: '/token', method: 'POST', app: 'main', path: '/token', payload: {} },
    status: 200,
    problems: [],
    missing: [],
  };
  const fromSignIn = parseRoles(signIn.roles);
  if (signIn.roles === undefined)
    result.problems.push("the sign-in answer has no 'roles': the user gets no role (no approvals, no accounting, no period dates)");
  else if (fromSignIn.roles.length === 0) {
    result.problems.push(`the sign-in answer's roles '${signIn.roles}' name none Backoffice knows (Administrator, Orderverwerker, Boekhouding)`);
  }
  if (user) {
    const names = (user.Roles ?? []).map((r) => roles.find((role) => String(role.Id) === String(r.RoleId))?.Name).filter(Boolean);
    const reread = parseRoles(names);
    const lost = fromSignIn.roles.filter((r) => !reread.roles.includes(r));
    if (lost.length) {
      result.problems.push(
        `the user's RoleIds in /api/users/GetUsers name ${names.length ? names.join(', ') : 'no role'} in /api/Roles: a session loses ${lost.join(', ')} when it re-reads its roles`,
      );
    }
  }
  if (result.problems.length) result.outcome = 'failed';
  return result;
}
