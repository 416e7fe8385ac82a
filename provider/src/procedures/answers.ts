/** Database values as a procedure's answer carries them. */
import { formatDate } from '../lib/dates';

/** Numeric text from the database as a JSON number; null as 0. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const date = (value: unknown): string => formatDate((value as string | null) ?? null);
