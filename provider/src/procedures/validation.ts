/**
 * Payload fields for procedures, on zod. Every field accepts what the provider accepts from a
 * JSON body and from a query string (where everything is text): integers as numbers or digit
 * strings, decimals as numbers or strings with a point, dates in the accepted formats.
 * Messages name the field: "year must be a whole number from 1 to 9999".
 */
import { z } from 'zod';
import { parseDate } from '../lib/dates';

function missing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A required field whose parse answers the value or an error message. */
function field<T>(parse: (value: unknown) => { value: T } | { error: string }) {
  return z.unknown().transform((value, ctx): T => {
    if (missing(value)) {
      ctx.addIssue({ code: 'custom', message: 'is required' });
      return z.NEVER;
    }
    const result = parse(value);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });
}

/** Makes a field optional: missing (absent, null or empty text) gives undefined. */
export function optional<T>(schema: z.ZodType<T>) {
  return z
    .unknown()
    .transform((value, ctx): T | undefined => {
      if (missing(value)) return undefined;
      const result = schema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return result.data;
    })
    .optional();
}

export function integer(range: { min?: number; max?: number } = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  const rule =
    range.min !== undefined && range.max !== undefined
      ? `a whole number from ${min} to ${max}`
      : range.min !== undefined
        ? `a whole number of at least ${min}`
        : range.max !== undefined
          ? `a whole number of at most ${max}`
          : 'a whole number';
  return field<number>((value) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) return { error: `must be ${rule}` };
    return { value: n };
  });
}

/** An id (a whole number of at least 1). */
export function id() {
  return integer({ min: 1, max: 2147483647 });
}

/** A decimal as canonical text (`-12.5`), from a number or a string with a point. */
export function decimal(range: { min?: number } = {}) {
  return field<string>((value) => {
    const source = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(source)) return { error: 'must be a number (with a decimal point)' };
    if (range.min !== undefined && Number(source) < range.min) return { error: `must be at least ${range.min}` };
    const negative = source.startsWith('-');
    let [whole = '', fraction = ''] = source.replace(/^[+-]/, '').split('.');
    whole = whole.replace(/^0+(?=\d)/, '') || '0';
    fraction = fraction.replace(/0+$/, '');
    const text = fraction ? `${whole}.${fraction}` : whole;
    return { value: negative && /[1-9]/.test(text) ? `-${text}` : text };
  });
}

/** A date in an accepted format, as `yyyy-MM-dd`. */
export function date() {
  return field<string>((value) => {
    const parsed = parseDate(value);
    return parsed ? { value: parsed } : { error: 'must be a date (yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss or M/d/yyyy)' };
  });
}

export function text(range: { max?: number } = {}) {
  const max = range.max ?? 4000;
  return field<string>((value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return { error: 'must be text' };
    const s = String(value).trim();
    return s.length > max ? { error: `must be at most ${max} characters` } : { value: s };
  });
}

export function boolean() {
  return field<boolean>((value) => {
    if (value === true || value === 1 || value === 'true' || value === 'True' || value === '1') return { value: true };
    if (value === false || value === 0 || value === 'false' || value === 'False' || value === '0') return { value: false };
    return { error: 'must be true or false' };
  });
}

/** A payload object; unknown members are ignored. */
export function payload<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape, { error: 'The payload must be a JSON object' });
}

/** One message for all of a payload's problems: "year is required; month must be …". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message)).join('; ');
}

/**
 * A payload whose member names are matched case-insensitively (the old client sends both
 * `purchasePrice` and `purchaseprice`); the shape's keys are lower case.
 */
export function body<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]))
        : value,
    payload(shape),
  );
}

/**
 * Several ids at once: a JSON array of ids, or a comma-separated text (so a GET's query string
 * works too). At most 1000.
 */
export function idList() {
  return z.unknown().transform((value, ctx): number[] => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
    const ids = parts?.map((p) => (typeof p === 'number' ? p : typeof p === 'string' && /^\s*\d+\s*$/.test(p) ? Number(p) : NaN));
    if (!ids || ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 2147483647) || ids.length > 1000) {
      ctx.addIssue({ code: 'custom', message: 'must be a list of ids (at most 1000, comma-separated or an array)' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });
}
