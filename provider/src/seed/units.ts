/**
 * The units of the demo data: how many kilograms one unit of a product holds, so that a line's
 * quantity is counted in the unit its price is per (a tonne price per tonne, a kilogram price per
 * kilogram), and a commodity's price per tonne becomes a price per unit.
 */
import type { Random } from './random';

/** The units whose weight is the same for every product. */
const FIXED_KILOGRAMS: Record<string, number> = { TON: 1000, KG: 1 };

/**
 * Kilograms in one sales unit of a product (the product's `kilogram`), from one draw in [0, 1):
 * a cubic metre of feed or pellets, a big bag, a 20-foot container of bulk.
 */
export function kilogramsPerSalesUnit(unit: string, draw: number): number {
  switch (unit) {
    case 'M3':
      return 550 + Math.round(draw * 25) * 10;
    case 'BB':
      return 900 + Math.round(draw * 6) * 50;
    case 'CTR':
      return 22000 + Math.round(draw * 8) * 500;
    case 'LTR':
      return 0.92;
    default:
      return FIXED_KILOGRAMS[unit] ?? 1000;
  }
}

/** The units a product is bought in when not in its sales unit: their weight needs no product. */
export const PURCHASE_UNITS_APART = ['TON', 'KG'] as const;

/** Kilograms in one unit of a product that holds `kilogram` kg per sales unit. */
export function kilogramsPer(unit: string, salesUnit: string, kilogram: number): number {
  if (unit === salesUnit) return kilogram;
  return FIXED_KILOGRAMS[unit] ?? kilogram;
}

/** A price per unit from a price per tonne: in cents as price lists quote it, 4 decimals below 10 euro (per kilogram). */
export function unitPrice(perTonne: number, kilogramsPerUnit: number): string {
  const price = (perTonne * kilogramsPerUnit) / 1000;
  return price >= 10 ? price.toFixed(2) : price.toFixed(4);
}

/** The price per tonne of a price per unit. */
export function perTonne(price: string, kilogramsPerUnit: number): number {
  return (Number(price) * 1000) / kilogramsPerUnit;
}

/**
 * One line's quantity in its unit (3 decimals), one draw: a truck or container load of 18 to 31
 * tonnes, one to four containers, or a lot of half a tonne to 25 tonnes sold by the kilogram.
 */
export function loadQuantity(random: Random, unit: string, kilogramsPerUnit: number): string {
  switch (unit) {
    case 'CTR':
      return random.int(1, 4).toFixed(3);
    case 'KG':
      return random.int(500, 25000).toFixed(3);
    case 'TON':
      return (random.int(18000, 31000) / 1000).toFixed(3);
    default:
      // whole m³, big bags or litres
      return Math.max(1, Math.round(random.int(18000, 31000) / kilogramsPerUnit)).toFixed(3);
  }
}

/** The same weight in another unit (3 decimals). */
export function convertQuantity(quantity: string, fromKilograms: number, toKilograms: number): string {
  if (fromKilograms === toKilograms) return quantity;
  return ((Number(quantity) * fromKilograms) / toKilograms).toFixed(3);
}
