import type { BrowserReport } from './browser';
import { compareReports, quantile } from './compare';

const breakdown = (afterLastAnswerMs: number) => ({
  graphqlRequests: 1,
  beforeFirstRequestMs: 0,
  graphqlMs: 0,
  scriptMs: 0,
  afterLastAnswerMs,
  gridRowsInDom: 32,
  gridCellsInDom: 384,
});
function report(signIn: number[], detail: number[]): BrowserReport {
  return {
    runs: signIn.length,
    loginScreenMs: [],
    signInToGridMs: signIn,
    signInBreakdown: signIn.map((ms) => breakdown(ms / 10)),
    quickSearch: null,
    openDetail: { ms: detail, breakdown: [] },
    nextPage: { ms: [], breakdown: [] },
    note: '',
  };
}

describe('the side-by-side comparison of two builds', () => {
  it('takes quantiles between the runs', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10], 0.75)).toBe(10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('gives each figure both medians, their ratio and both spreads; a figure one build lacks is left out', () => {
    const rows = compareReports(report([100, 120, 110, 130, 90], [210, 190, 200]), report([100, 100, 100, 100, 100], [200, 200, 200]));
    expect(rows.map((r) => r.figure)).toEqual(['sign-in → 100 rows', '  rows shown after the answer (sign-in)', "opening an order's detail panel"]);
    expect(rows[0]).toEqual({ figure: 'sign-in → 100 rows', median: 110, otherMedian: 100, ratio: 1.1, spread: [100, 120], otherSpread: [100, 100] });
    expect(rows[2]?.ratio).toBe(1);
  });
});
