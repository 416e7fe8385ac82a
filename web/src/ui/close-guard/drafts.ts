/** Form drafts in sessionStorage, apart from the form guard so that sign-out can clear them without loading forms. */
const PREFIX = 'bo:draft:';

export function readDraft(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null; // no storage (private mode) or a broken entry: no draft
  }
}

export function writeDraft(key: string, values: unknown | null): void {
  try {
    if (values === null) window.sessionStorage.removeItem(PREFIX + key);
    else window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // a full or absent storage only loses the draft, never the form
  }
}

/** Forgets every form draft of this tab (at sign-out: the next user must not see them). */
export function clearFormDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to forget
  }
}
