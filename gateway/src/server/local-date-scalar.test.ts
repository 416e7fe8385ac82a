import { LocalDateResolver } from 'graphql-scalars';
import { LocalDateScalar, REMEMBERED_DATES } from './local-date-scalar';

describe('LocalDateScalar', () => {
  it('writes what graphql-scalars writes and refuses what it refuses, also on the second and later times', () => {
    for (let round = 0; round < 3; round++) {
      for (const date of ['2026-03-05', '2024-02-29', '1999-12-31']) expect(LocalDateScalar.serialize(date)).toBe(LocalDateResolver.serialize(date));
      for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-3-5', '2026-03-05T00:00:00', '', 20260305, null, {}]) {
        expect(() => LocalDateResolver.serialize(bad)).toThrow();
        expect(() => LocalDateScalar.serialize(bad)).toThrow();
      }
    }
  });

  it('keeps checking every date once more than its memory holds have passed', () => {
    const day = (i: number) => new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < REMEMBERED_DATES + 10; i++) expect(LocalDateScalar.serialize(day(i))).toBe(day(i));
    expect(() => LocalDateScalar.serialize('2001-02-29')).toThrow();
    expect(LocalDateScalar.serialize(day(0))).toBe(day(0));
  });

  it('reads input as graphql-scalars does', () => {
    expect(LocalDateScalar.parseValue('2026-03-05')).toBe('2026-03-05');
    expect(() => LocalDateScalar.parseValue('2026-02-30')).toThrow();
  });
});
