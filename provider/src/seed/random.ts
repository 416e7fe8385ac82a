/** A small deterministic PRNG (mulberry32) and helpers for demo data. */
import { required } from '../lib/required';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A copy of items in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** n random bytes. */
  bytes(n: number): Buffer;
  /** A version-4-shaped GUID, as ASP.NET Identity ids look. */
  uuid(): string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string, to derive one independent stream per domain from one seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return required(items[Math.floor(next() * items.length)], 'a picked item');
    },
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        // both indexes lie within the copy
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    bytes: (n) => {
      const buffer = Buffer.alloc(n);
      for (let i = 0; i < n; i++) buffer[i] = Math.floor(next() * 256);
      return buffer;
    },
    uuid: () => {
      const b = random.bytes(16);
      b[6] = (b.readUInt8(6) & 0x0f) | 0x40;
      b[8] = (b.readUInt8(8) & 0x3f) | 0x80;
      const hex = b.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
  return random;
}
