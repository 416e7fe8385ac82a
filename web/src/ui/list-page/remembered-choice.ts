import { useCallback, useState } from 'react';

/** A choice remembered in this browser under `key`; the fallback when none (or an unknown one) is stored or storage is blocked. */
export function readRememberedChoice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const stored = globalThis.localStorage?.getItem(key) ?? null;
    return choices.find((choice) => choice === stored) ?? fallback;
  } catch {
    return fallback; // storage blocked: the default
  }
}

/**
 * A list screen's choice (show mode, range) that the browser remembers for the next visit. Nothing
 * is stored until the user chooses; a blocked storage still switches, it only forgets.
 */
export function useRememberedChoice<T extends string>(key: string, choices: readonly T[], fallback: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readRememberedChoice(key, choices, fallback));
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        globalThis.localStorage?.setItem(key, next);
      } catch {
        // not remembered, but still switched
      }
    },
    [key],
  );
  return [value, choose];
}
