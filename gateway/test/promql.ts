import type { Registry } from 'prom-client';

/**
 * The metric names and labels a PromQL expression (an alert's, a dashboard panel's) uses, read by
 * a small tokenizer: enough for the shipped rules, so a test can hold them against the registry.
 */
export interface ExprNames {
  /** Each vector selector: its metric and the labels its matchers name. */
  selectors: { metric: string; labels: string[] }[];
  /** Labels in by/without/on/ignoring/group_left/group_right lists. */
  grouping: string[];
}

const AGGREGATIONS = new Set(['sum', 'min', 'max', 'avg', 'group', 'stddev', 'stdvar', 'count', 'count_values', 'bottomk', 'topk', 'quantile', 'limitk']);
const GROUPING = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'atan2', 'inf', 'nan']);
const TOKEN = /\s+|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\{[^}]*\}|\[[^\]]*\]|[A-Za-z_:][\w:]*|\d[\w.]*|[()]|\$\w+|[^\sA-Za-z_:\d(){}[\]"'$]+/gy;

const labelsIn = (matchers: string) => [...matchers.slice(1, -1).matchAll(/([A-Za-z_]\w*)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]!);

export function namesInExpr(expr: string): ExprNames {
  const all = [...expr.matchAll(TOKEN)].map((m) => m[0]);
  // the sticky pattern stops at the first text it cannot read: then the expression is not one this reads
  if (all.join('').length !== expr.length) throw new Error(`cannot read the expression: ${expr}`);
  const tokens = all.filter((t) => t.trim() !== '');
  const selectors: ExprNames['selectors'] = [];
  const grouping: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (GROUPING.has(token)) {
      if (next !== '(') continue;
      const end = tokens.indexOf(')', i);
      grouping.push(...tokens.slice(i + 2, end).filter((t) => t !== ','));
      i = end;
    } else if (/^[A-Za-z_:]/.test(token) && !AGGREGATIONS.has(token) && !KEYWORDS.has(token) && next !== '(') {
      selectors.push({ metric: token, labels: next?.startsWith('{') ? labelsIn(next) : [] });
    } else if (token.startsWith('{') && !/[A-Za-z_:]\w*$/.test(tokens[i - 1] ?? '')) {
      selectors.push({ metric: '', labels: labelsIn(token) });
    }
  }
  return {
    selectors,
    grouping: grouping
      .flatMap((t) => t.split(','))
      .map((t) => t.trim())
      .filter(Boolean),
  };
}

/** Grafana's `label_values(metric, label)` (a template variable's query) as an expression's names. */
export function namesInLabelValues(query: string): ExprNames {
  const m = /^label_values\(\s*([^,()]+?)\s*,\s*(\w+)\s*\)$/.exec(query.trim());
  if (!m) throw new Error(`not a label_values query: ${query}`);
  return { ...namesInExpr(m[1]!), grouping: [m[2]!] };
}

/** Every family in the registry (a histogram's _bucket, _count, _sum too) with the labels its samples carry. */
export function familiesOf(registry: Registry): Map<string, Set<string>> {
  const scraped = new Set(['instance', 'job']);
  const families = new Map<string, Set<string>>();
  for (const metric of registry.getMetricsAsArray()) {
    const own = (metric as unknown as { labelNames?: string[] }).labelNames ?? [];
    const labels = new Set([...scraped, ...own]);
    families.set(metric.name, labels);
    if (String(metric.type) === 'histogram') {
      families.set(`${metric.name}_bucket`, new Set([...labels, 'le']));
      for (const suffix of ['_count', '_sum']) families.set(`${metric.name}${suffix}`, labels);
    }
  }
  return families;
}

/** What an expression names that the registry lacks: unknown metrics, labels a metric does not carry. */
export function unknownNames(names: ExprNames, families: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  for (const { metric, labels } of names.selectors) {
    const known = families.get(metric);
    if (!known) {
      problems.push(`metric ${metric || '(none)'}`);
      continue;
    }
    known.forEach((l) => used.add(l));
    for (const label of labels) if (!known.has(label)) problems.push(`label ${label} of ${metric}`);
  }
  for (const label of names.grouping) if (!used.has(label)) problems.push(`grouping label ${label}`);
  return problems;
}
