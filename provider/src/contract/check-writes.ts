/**
 * Whether each write procedure Backoffice calls exists, without writing: it is sent as a POST whose
 * body is not JSON (`{`). No payload can be read from that body, so a provider that keeps the spec's
 * envelope refuses it (400 malformed, or 405 for a procedure it serves by GET) before the procedure
 * runs; an unknown procedure answers 404. A 2xx answer is reported: the check cannot tell it wrote nothing.
 */
import type { AppName, Session } from './check-session';
import type { Contract, ContractOperation } from './contract';

/** The body sent to a write: no JSON parser reads a payload from it. */
export const UNREADABLE_BODY = '{';

export interface WriteResult {
  op: ContractOperation;
  /** ok: the procedure is there (it refused the unreadable body); failed: not found, or an answer that tells nothing. */
  outcome: 'ok' | 'failed';
  sent: { name: string; method: string; app: AppName; path: string; payload: unknown };
  status?: number;
  problems: string[];
}

const EXISTS = new Set([400, 405, 415, 422]);
/** The spec's refusal envelope: 200 {Success: false, Message}. */
const isRefusal = (body: unknown) => {
  const success = (body as { Success?: unknown } | undefined)?.Success;
  return success === false || String(success).toLowerCase() === 'false';
};

export async function checkWrites(contract: Contract, session: Session): Promise<WriteResult[]> {
  const writes = contract.operations.filter((op) => !op.readOnly && op.key !== null);
  const results: WriteResult[] = [];
  for (const op of writes) {
    const deployed = session.deployed(op);
    const result: WriteResult = { op, outcome: 'ok', sent: { ...deployed, method: 'POST', payload: UNREADABLE_BODY }, problems: [] };
    try {
      const answer = await session.send('POST', deployed.path, UNREADABLE_BODY);
      result.status = answer.status;
      if (answer.status === 404) result.problems.push(`not found (HTTP 404): a save here fails`);
      else if (answer.status >= 200 && answer.status < 300 && !isRefusal(answer.body)) {
        result.problems.push(`answered HTTP ${answer.status} to a body that is not JSON: whether the procedure exists cannot be told this way`);
      } else if (answer.status >= 300 && !EXISTS.has(answer.status))
        result.problems.push(`answered HTTP ${answer.status} to a body that is not JSON (expected 400 or 405)`);
    } catch (err) {
      result.problems.push(`no answer: ${(err as Error).message}`);
    }
    if (result.problems.length) result.outcome = 'failed';
    results.push(result);
  }
  return results;
}
