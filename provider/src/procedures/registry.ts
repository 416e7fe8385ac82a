/**
 * Procedures of `/api/factory/execute/{application}/{procedure}`: each domain registers its
 * own (application, name) → payload schema + handler. Reads answer GET and POST; writes POST
 * (and GET, for the writes the spec calls by GET).
 */
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AuthUser } from '../auth/tokens';
import type { Db } from '../db';
import type { JsonText } from '../lib/json-rows';

export const APPLICATIONS = ['backoffice', 'accounting'] as const;
export type Application = (typeof APPLICATIONS)[number];

export interface ProcedureContext {
  db: Db;
  user: AuthUser;
  logger: Logger;
}

/**
 * What a handler answers; `Success:true` is added unless it is a refusal. Items may be the
 * database's JSON text (JsonText), written into the answer as it is.
 */
export type ProcedureAnswer =
  { Items: unknown[] | JsonText; [extra: string]: unknown } | { NewId: number | string; [extra: string]: unknown } | Refusal | Record<string, never>;

export interface Refusal {
  Success: false;
  Message: string;
}

/** A business refusal: `200 {Success:false, Message}`. */
export function refuse(message: string): Refusal {
  return { Success: false, Message: message };
}

export interface Procedure<S extends z.ZodType = z.ZodType> {
  application: Application;
  name: string;
  /** read: GET or POST; write: POST only, unless it says it is served by GET. */
  kind: 'read' | 'write';
  /** A write the spec calls by GET without a payload (the dashboard's bulk sends): GET as well as POST. */
  method?: 'GET';
  payload: S;
  handler(ctx: ProcedureContext, payload: z.output<S>): Promise<ProcedureAnswer>;
}

/** Keeps the payload's type attached to the handler. */
export function defineProcedure<S extends z.ZodType>(procedure: Procedure<S>): Procedure<S> {
  return procedure;
}

export class ProcedureRegistry {
  private readonly procedures = new Map<string, Procedure>();

  private static key(application: string, name: string): string {
    return `${application.toLowerCase()}/${name.toLowerCase()}`;
  }

  register(...procedures: Procedure[]): this {
    for (const procedure of procedures) {
      const key = ProcedureRegistry.key(procedure.application, procedure.name);
      if (this.procedures.has(key)) throw new Error(`Procedure ${key} registered twice`);
      this.procedures.set(key, procedure);
    }
    return this;
  }

  /** The procedure, looked up case-insensitively, or undefined. */
  find(application: string, name: string): Procedure | undefined {
    return this.procedures.get(ProcedureRegistry.key(application, name));
  }

  list(): Procedure[] {
    return [...this.procedures.values()];
  }
}
