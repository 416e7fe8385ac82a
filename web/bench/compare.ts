/**
 * This build against another (BENCH_COMPARE_DIST) in one run, the runs alternating: per figure the
 * medians, their ratio and each build's spread (the middle half of its runs, p25–p75), so that a
 * ratio is read against the noise of a shared machine (issue 42: ≤ 1.05× on the medians).
 */
import type { BrowserReport } from './browser';

/** The value below which a share `q` (0–1) of the sorted values lie, interpolated. */
export function quantile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const at = (s.length - 1) * q;
  const low = Math.floor(at);
  const lowValue = s[low] ?? NaN;
  return lowValue + ((s[Math.ceil(at)] ?? lowValue) - lowValue) * (at - low);
}

/** The figures compared, each as a list of ms per run. */
export function figuresOf(r: BrowserReport): Array<[string, number[]]> {
  return [
    ['sign-in → 100 rows', r.signInToGridMs],
    ['  rows shown after the answer (sign-in)', r.signInBreakdown.map((b) => b.afterLastAnswerMs)],
    ["opening an order's detail panel", r.openDetail.ms],
    ['next page', r.nextPage.ms],
    ['  rows shown after the answer (next page)', r.nextPage.breakdown.map((b) => b.afterLastAnswerMs)],
    ['quick search', r.quickSearch?.ms ?? []],
    // a count, not ms: what the grid renders for a page, the same however busy the machine
    ['  grid cells in the DOM (next page, count)', r.nextPage.breakdown.map((b) => b.gridCellsInDom)],
  ];
}

export interface ComparedFigure {
  figure: string;
  median: number;
  otherMedian: number;
  /** median / otherMedian: above 1, this build is slower. */
  ratio: number;
  spread: [number, number];
  otherSpread: [number, number];
}

export function compareReports(mine: BrowserReport, other: BrowserReport): ComparedFigure[] {
  const others = new Map(figuresOf(other));
  return figuresOf(mine)
    .filter(([figure, ms]) => ms.length > 0 && (others.get(figure)?.length ?? 0) > 0)
    .map(([figure, ms]) => {
      const theirs = others.get(figure) ?? [];
      const median = quantile(ms, 0.5);
      const otherMedian = quantile(theirs, 0.5);
      return {
        figure,
        median,
        otherMedian,
        ratio: median / otherMedian,
        spread: [quantile(ms, 0.25), quantile(ms, 0.75)],
        otherSpread: [quantile(theirs, 0.25), quantile(theirs, 0.75)],
      };
    });
}
