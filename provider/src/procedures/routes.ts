import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../db';
import { JsonText } from '../lib/json-rows';
import { APPLICATIONS, type ProcedureAnswer, type ProcedureRegistry } from './registry';
import { describeIssues } from './validation';

export const ProcedureMessages = {
  malformedJson: 'Malformed JSON',
  fault: 'An error has occurred.',
  unknown: (name: string) => `Unknown procedure '${name}'`,
  postOnly: (name: string) => `Procedure '${name}' must be called with POST`,
} as const;

/** The payload of a POST: JSON (any content type but a form), or a form; empty is `{}`. */
function postPayload(req: Request): { payload: unknown } | { malformed: true } {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  if (raw.trim() === '') return { payload: {} };
  if (req.is('application/x-www-form-urlencoded')) {
    return { payload: Object.fromEntries(new URLSearchParams(raw)) };
  }
  try {
    return { payload: JSON.parse(raw) as unknown };
  } catch {
    return { malformed: true };
  }
}

/**
 * The answer's JSON: `Success:true` first unless it is a refusal, a JsonText value written as it
 * is (a JSON array the database wrote), every other value as JSON.stringify writes it.
 */
export function answerJson(answer: ProcedureAnswer): string {
  const body: object = 'Success' in answer && answer.Success === false ? answer : Object.assign({ Success: true }, answer);
  const fields = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  return `{${fields.join(',')}}`;
}

export function proceduresRouter(db: Db, registry: ProcedureRegistry, logger: Logger): Router {
  const router = express.Router();
  const applications = new Set<string>(APPLICATIONS);
  const raw = express.raw({ type: () => true, limit: '10mb' });

  const execute = async (req: Request, res: Response): Promise<void> => {
    const application = String(req.params.application);
    const name = String(req.params.procedure);
    const procedure = applications.has(application.toLowerCase()) ? registry.find(application, name) : undefined;
    if (!procedure) {
      res.status(404).json({ Success: false, Message: ProcedureMessages.unknown(name) });
      return;
    }
    // a write is POST unless the spec calls it by GET (the bulk sends: ProcedureDef.method)
    if (req.method !== 'POST' && procedure.kind === 'write' && procedure.method !== 'GET') {
      res
        .status(405)
        .set('Allow', 'POST')
        .json({ Success: false, Message: ProcedureMessages.postOnly(name) });
      return;
    }
    let input: unknown;
    if (req.method === 'POST') {
      const parsed = postPayload(req);
      if ('malformed' in parsed) {
        res.status(400).json({ Success: false, Message: ProcedureMessages.malformedJson });
        return;
      }
      input = parsed.payload;
    } else {
      input = { ...(req.query as Record<string, unknown>) };
    }
    const checked = procedure.payload.safeParse(input);
    if (!checked.success) {
      res.status(400).json({ Success: false, Message: describeIssues(checked.error) });
      return;
    }
    const answer = await procedure.handler({ db, user: req.user!, logger }, checked.data);
    res.type('json').send(answerJson(answer));
  };

  router.get('/api/factory/execute/:application/:procedure', execute);
  router.post('/api/factory/execute/:application/:procedure', raw, execute);
  return router;
}
