/** Payload fields shared by the product and price procedures. */
import { z } from 'zod';
import { id, idList, optional, payload } from '../validation';

/** `{productid}` or `{productids}`: the products whose lists are asked; answers the ids. */
export function productIdsPayload(idField = 'productid', listField = 'productids') {
  return payload({ [idField]: optional(id()), [listField]: optional(idList()) })
    .transform((p) => {
      const one = p[idField] as number | undefined;
      const many = (p[listField] as number[] | undefined) ?? [];
      return one === undefined ? many : [...new Set([one, ...many])];
    })
    .refine((ids) => ids.length > 0, { message: `${idField} or ${listField} is required` });
}

/**
 * A free-text field of an update: absent keeps the value (undefined), null or empty text clears
 * it (null), anything else is the new text.
 */
export function clearableText(max = 4000) {
  return z
    .unknown()
    .transform((value, ctx): string | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null) return null;
      if (typeof value !== 'string' && typeof value !== 'number') {
        ctx.addIssue({ code: 'custom', message: 'must be text' });
        return z.NEVER;
      }
      const text = String(value).trim();
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters` });
        return z.NEVER;
      }
      return text === '' ? null : text;
    })
    .optional();
}

/** Decimal text from the database (`12.3400`) as the JSON number the provider answers; null stays null. */
export function num(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return Number(value);
}
