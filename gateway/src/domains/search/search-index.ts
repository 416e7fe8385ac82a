import type { SearchField, SearchKind, SearchMatch } from '../../generated/types/graphql';
import type { HitRecord, SearchKindDef } from './kinds';

/** What the search compares: letters and digits in lower case; spaces, dashes, dots and slashes left out ("MSKU 123456-7"). */
export function normalized(value: string): string {
  return value.toLocaleLowerCase('nl-BE').replace(/[\s\-./_]+/g, '');
}

/** One kind's list made ready to search: per field, every record's values normalized once. */
export interface SearchIndex {
  kind: SearchKind;
  size: number;
  /** Per field of the kind: its values per record (a field may hold several: a name and a code). */
  columns: { field: SearchField; weight: number; values: (readonly string[])[]; raw: (readonly string[])[] }[];
  ids: string[];
  hits: HitRecord[];
}

export function buildIndex<R>(def: SearchKindDef<R>, records: readonly R[]): SearchIndex {
  const columns = def.fields.map((f) => {
    const raw = records.map((r) => f.values(r).filter((v): v is string => typeof v === 'string' && v.trim() !== ''));
    return { field: f.field, weight: f.weight, raw, values: raw.map((vs) => vs.map(normalized)) };
  });
  return { kind: def.kind, size: records.length, columns, ids: records.map(def.id), hits: records.map(def.hit) };
}

export interface Hit {
  kind: SearchKind;
  id: string;
  field: SearchField;
  value: string;
  match: SearchMatch;
  score: number;
  record: HitRecord;
}

const MATCH_RANK: Record<SearchMatch, number> = { EXACT: 3, PREFIX: 2, CONTAINS: 1 };

/**
 * Exact over prefix over contains (thousands), then the field's weight (tens), then how much of the
 * value the text covers (0–9): "123" finds order 123 before 1234, and a code before a name.
 */
export function scoreOf(match: SearchMatch, weight: number, textLength: number, valueLength: number): number {
  return MATCH_RANK[match] * 1000 + weight * 10 + Math.round((9 * textLength) / Math.max(valueLength, textLength));
}

function matchOf(value: string, text: string): SearchMatch | null {
  const at = value.indexOf(text);
  if (at < 0) return null;
  if (at > 0) return 'CONTAINS';
  return value.length === text.length ? 'EXACT' : 'PREFIX';
}

/** The best `limit` records that match `text` (normalized), best first, and how many matched in all. */
export function searchIndex(index: SearchIndex, text: string, limit: number): { totalCount: number; hits: Hit[] } {
  const best = new Map<number, { score: number; column: number; value: number; match: SearchMatch }>();
  index.columns.forEach((column, c) => {
    for (let i = 0; i < index.size; i++) {
      const values = column.values[i]!;
      for (let v = 0; v < values.length; v++) {
        const match = matchOf(values[v]!, text);
        if (!match) continue;
        const score = scoreOf(match, column.weight, text.length, values[v]!.length);
        const kept = best.get(i);
        if (!kept || score > kept.score) best.set(i, { score, column: c, value: v, match });
      }
    }
  });
  const ranked = [...best.entries()].sort(([ia, a], [ib, b]) => b.score - a.score || compareIds(index.ids[ia]!, index.ids[ib]!));
  const hits = ranked.slice(0, limit).map(([i, m]): Hit => {
    const column = index.columns[m.column]!;
    return {
      kind: index.kind,
      id: index.ids[i]!,
      field: column.field,
      value: column.raw[i]![m.value]!,
      match: m.match,
      score: m.score,
      record: index.hits[i]!,
    };
  });
  return { totalCount: best.size, hits };
}

/** Ties: numeric ids newest (highest) first, codes alphabetically. */
function compareIds(a: string, b: string): number {
  const [na, nb] = [Number(a), Number(b)];
  if (Number.isFinite(na) && Number.isFinite(nb)) return nb - na;
  return a.localeCompare(b);
}
