import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { describeFailure } from '../../app/errors';
import { decimalLimitText } from '../../ui/money';

/** A decimal string ('294.37', '6') as the field shows it: two decimals with a comma ('294,37'). */
export function toAmountInput(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace(/^[-+]/, '').split('.');
  return `${negative ? '-' : ''}${whole || '0'},${fraction.padEnd(2, '0')}`;
}

export interface AmountInputProps {
  /** The stored value (decimal string with a point). */
  value: string;
  /** Accessible name ('VAT amount of P010001'). */
  label: string;
  /** Which keystrokes the field lets through. */
  accepts: (text: string) => boolean;
  /** The typed text as a decimal string, or null when it breaks the rule. */
  parse: (text: string) => string | null;
  /** Saves the new value; rejects (with a RefusedError or an Apollo error) when it did not go through. */
  onSave: (value: string, typed: string) => Promise<void>;
  disabled?: boolean;
  invalidText: string;
}

/**
 * An amount edited in place (spec 02 §4): saved only after it changed and the user presses Enter
 * or leaves the field; a refusal stays under the field, in the user's language.
 */
export function AmountInput({ value, label, accepts, parse, onSave, disabled, invalidText }: AmountInputProps) {
  const { t } = useTranslation(['purchaseOrders', 'app']);
  const [text, setText] = useState(() => toAmountInput(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // a new value from the server (another save, a refetch) replaces what the field shows
  if (value !== shown) {
    setShown(value);
    setText(toAmountInput(value));
    setProblem(null);
  }

  const save = async () => {
    const limit = decimalLimitText(text.replace('€', ''), t); // more digits than the provider stores
    if (limit) {
      setProblem(limit);
      return;
    }
    const parsed = parse(text);
    if (parsed === null) {
      setProblem(invalidText);
      return;
    }
    if (parse(toAmountInput(value)) === parsed) {
      setProblem(null);
      return; // unchanged: nothing is sent
    }
    setSaving(true);
    try {
      await onSave(parsed, text);
      setProblem(null);
    } catch (error) {
      setProblem(describeFailure(error, t));
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
        if (accepts(event.target.value)) setText(event.target.value);
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
