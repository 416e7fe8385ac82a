import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  /** The choices in their order, each with its (translated) words. */
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The field's width in px (fixed), or its least width (`minWidth`). */
  width?: number;
  minWidth?: number;
}

/** A small select in a list's toolbar (show mode, booking filter): one of a fixed set of choices. */
export function ChoiceSelect<T extends string>({ label, value, choices, onChange, width, minWidth }: ChoiceSelectProps<T>) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value as T)} sx={{ width, minWidth }}>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
