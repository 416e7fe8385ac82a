export { formatMoney, formatDecimal, parseDecimalInput, DECIMAL_LIMITS, decimalLimitProblem, decimalLimitText, type DecimalLimitProblem } from './money';
export { MoneyText, type MoneyTextProps } from './money-text';
