const mapped = new WeakMap<readonly unknown[], WeakMap<(raw: never) => unknown, unknown[]>>();

/**
 * `raw.map(map)`, computed once per answer: a whole list the list cache serves to many requests
 * (20 000 orders) is translated into records once, not once per request; the records are shared,
 * so nothing may change them (applyListQuery copies before it filters and sorts).
 */
export function mapOnce<R, V>(raw: readonly R[], map: (raw: R) => V): V[] {
  let byMap = mapped.get(raw);
  if (!byMap) mapped.set(raw, (byMap = new WeakMap()));
  let records = byMap.get(map as (raw: never) => unknown) as V[] | undefined;
  if (!records) {
    records = raw.map((r) => map(r));
    byMap.set(map as (raw: never) => unknown, records);
  }
  return records;
}
