export {
  formatMoney,
  formatDecimal,
  parseDecimalInput,
  DECIMAL_LIMITS,
  decimalLimitProblem,
  decimalLimitText,
  ambiguousText,
  ambiguityText,
  readTypedInput,
  type DecimalLimitProblem,
  type TypedInput,
} from './money';
export { MoneyText, type MoneyTextProps } from './money-text';
