import type { Request, Response } from 'express';

export const DENIED = { Message: 'Authorization has been denied for this request.' } as const;
export const INVALID_REQUEST = 'The request is invalid.';

export type ModelState = Record<string, string[]>;

/** Adds a message to a ModelState key. */
export function addError(modelState: ModelState, key: string, message: string): void {
  (modelState[key] ??= []).push(message);
}

export function hasErrors(modelState: ModelState): boolean {
  return Object.keys(modelState).length > 0;
}

/** `400 {Message:"The request is invalid.", ModelState}` as ASP.NET Web API answers. */
export function sendModelState(res: Response, modelState: ModelState): void {
  res.status(400).json({ Message: INVALID_REQUEST, ModelState: modelState });
}

export function sendNotFound(res: Response, message: string): void {
  res.status(404).json({ Message: message });
}

/** A JSON body as an object, or null when it is not one. */
export function bodyObject(req: Request): Record<string, unknown> | null {
  const body: unknown = req.body;
  if (body === undefined) return {};
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** A member of a body, looked up case-insensitively as ASP.NET's model binding does. */
export function member(body: Record<string, unknown>, name: string): unknown {
  if (name in body) return body[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(body)) if (key.toLowerCase() === lower) return body[key];
  return undefined;
}
