import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { DECIMAL_DIGITS, sameDecimal } from '@backoffice/shared/decimal';
import { describeFailure } from '../../core/errors';
import { formatDecimal, readTypedInput } from '../../ui/money';

/** A decimal string ('1286.66', '6') as the field shows it: the app's format with at least two decimals ('1.286,66', '6,00'). */
export function toAmountInput(value: string): string {
  return formatDecimal(value, DECIMAL_DIGITS.fraction, 2);
}

export interface AmountInputProps {
  /** The stored value (decimal string with a point). */
  value: string;
  /** Accessible name ('VAT amount of P010001'). */
  label: string;
  /** The most decimals the field takes (2 for money, 4 for a price). */
  decimals: number;
  /** Saves the new value; rejects (with a RefusedError or an Apollo error) when it did not go through. */
  onSave: (value: string, typed: string) => Promise<void>;
  disabled?: boolean;
  /** What the field says to text that is no number of 0 or more. */
  invalidText: string;
}

/** Keystrokes an amount field lets through (spec 02 §5: other input is blocked): digits, separators, spaces, one €. */
export const isAmountTyping = (text: string): boolean => /^[\d.,€\s]*$/.test(text) && (text.match(/€/g)?.length ?? 0) <= 1;

/**
 * An amount edited in place (spec 02 §4): saved only after it changed and the user presses Enter
 * or leaves the field; a refusal stays under the field, in the user's language. It reads every
 * format the app writes ('1.286,66', '€ 1.286,66', '1286.66') by the shared reading, and asks
 * rather than guesses when '1.234' could be two numbers.
 */
export function AmountInput({ value, label, decimals, onSave, disabled, invalidText }: AmountInputProps) {
  const { t } = useTranslation(['purchaseOrders', 'app']);
  const [text, setText] = useState(() => toAmountInput(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  // a refused save's words stay when the re-read value arrives (someone else changed it: both are shown)
  const [saveRefused, setSaveRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  // a new value from the server (another save, a refetch) replaces what the field shows
  if (value !== shown) {
    setShown(value);
    setText(toAmountInput(value));
    if (!saveRefused) setProblem(null);
  }

  const save = async () => {
    const { value: parsed, problem: refused } = readTypedInput(text, t, decimals, invalidText);
    if (parsed === null) {
      setProblem(refused);
      return;
    }
    if (sameDecimal(value, parsed)) {
      setProblem(null);
      return; // unchanged: nothing is sent
    }
    setSaving(true);
    setSaveRefused(false);
    try {
      await onSave(parsed, text);
      setProblem(null);
    } catch (error) {
      setProblem(describeFailure(error, t));
      setSaveRefused(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled || saving}
      onChange={(event) => {
        if (!isAmountTyping(event.target.value)) return;
        setText(event.target.value);
        setSaveRefused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        }
      }}
      onBlur={() => void save()}
      error={problem !== null}
      helperText={problem ?? undefined}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', style: { textAlign: 'right' } } }}
      sx={{ width: 130 }}
    />
  );
}
