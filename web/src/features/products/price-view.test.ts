import { loadPriceView, priceViewKey, savePriceView, visiblePrices } from './price-view';

const p = (id: string, startDate: string, transporter?: string, pricingType?: string) => ({
  id,
  startDate,
  transporter: transporter ? { code: transporter } : null,
  pricingType: pricingType ?? null,
});

describe('visiblePrices', () => {
  it('latest shows only the newest-dated purchase or sales price; all shows every one, newest first', () => {
    const prices = [p('1', '2024-01-01'), p('3', '2026-01-01'), p('2', '2025-01-01')];
    expect(visiblePrices(prices, 'purchase', 'latest').map((x) => x.id)).toEqual(['3']);
    expect(visiblePrices(prices, 'sales', 'all').map((x) => x.id)).toEqual(['3', '2', '1']);
  });

  it('a later entry wins a tie on the start date', () => {
    expect(visiblePrices([p('4', '2026-01-01'), p('9', '2026-01-01')], 'sales', 'latest').map((x) => x.id)).toEqual(['9']);
  });

  it('latest transport shows the newest per transporter and pricing type', () => {
    const prices = [
      p('1', '2025-01-01', 'T1', 'BLOCK_FREIGHT'),
      p('2', '2026-01-01', 'T1', 'BLOCK_FREIGHT'),
      p('3', '2025-01-01', 'T1', 'UNIT_PRICE'),
      p('4', '2024-01-01', 'T2', 'BLOCK_FREIGHT'),
      p('5', '2026-03-01', '99999999'),
      p('6', '2025-03-01', '99999999'),
    ];
    expect(visiblePrices(prices, 'transport', 'latest').map((x) => x.id)).toEqual(['5', '2', '3', '4']);
    expect(visiblePrices(prices, 'transport', 'all')).toHaveLength(6);
  });
});

describe('remembered view', () => {
  it('defaults to latest and remembers the choice per table', () => {
    expect(loadPriceView('purchase')).toBe('latest');
    savePriceView('purchase', 'all');
    expect(loadPriceView('purchase')).toBe('all');
    expect(loadPriceView('sales')).toBe('latest');
    expect(window.localStorage.getItem(priceViewKey('purchase'))).toBe('all');
    window.localStorage.setItem(priceViewKey('transport'), 'nonsense');
    expect(loadPriceView('transport')).toBe('latest');
  });
});
