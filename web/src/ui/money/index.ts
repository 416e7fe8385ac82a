export { formatMoney, formatDecimal, parseDecimalInput } from './money';
export { MoneyText, type MoneyTextProps } from './money-text';
