import { useRef } from 'react';

/** True when two values hold the same data: primitives by value, arrays and plain objects field by field. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** True when both lists hold the same rows in the same order (the same objects, or objects with the same data). */
export function sameRows<R>(a: readonly R[], b: readonly R[]): boolean {
  return a === b || (a.length === b.length && a.every((row, i) => row === b[i] || sameValue(row, b[i])));
}

/**
 * The rows last handed on while a new list holds the same data. An answer equal to what is shown
 * (Apollo hands a new list whenever one of its objects is written again, e.g. when an order's
 * detail query writes the order the overview shows) then leaves the grid alone instead of making
 * it render every row and cell again. A real change (other rows, another value) passes at once;
 * comparing stops at the first difference, so that costs next to nothing.
 */
export function useStableRows<R>(rows: R[]): R[] {
  const shown = useRef(rows);
  if (!sameRows(shown.current, rows)) shown.current = rows;
  return shown.current;
}
