import { readProcedure, writeProcedure, type ProcedureDef } from './procedure-def';

/** The provider procedures calls/tasks.ts uses, under the keys it names; catalogue.ts is every domain's. */
export const procedures = {
  'tasks.list': readProcedure('getTasks', 'GET'),
  'tasks.get': readProcedure('getTask'),
  'tasks.update': writeProcedure('updateTask'),
  'tasks.types': readProcedure('getTasktypeDropdown', 'GET'),
  'tasks.statuses': readProcedure('getTaskstatusDropdown', 'GET'),
  'tasks.users': readProcedure('getUsersDropdown', 'GET'),
} satisfies Record<string, ProcedureDef>;

/** The list kinds its writes make stale (list-generations.ts); a domain without `affects` makes every kind stale. */
export const affects: readonly string[] = ['tasks'];
