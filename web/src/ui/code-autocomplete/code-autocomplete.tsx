import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface CodeOption {
  code: string;
  name: string;
}

export interface CodeAutocompleteProps<T extends CodeOption> {
  options: readonly T[];
  /** The chosen code, or null. */
  value: string | null;
  onChange: (code: string | null, option: T | null) => void;
  label: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  noOptionsText: string;
}

/** "Name (code)" as the pickers show a relation. */
export const codeLabel = (item: CodeOption) => `${item.name} (${item.code})`;

/**
 * A keyboard-friendly picker of a relation by code (supplier, transporter, customer …): type to
 * narrow, Enter or Tab takes the highlighted option, the field shows "Name (code)".
 */
export function CodeAutocomplete<T extends CodeOption>({
  options,
  value,
  onChange,
  label,
  name,
  inputRef,
  onBlur,
  required,
  autoFocus,
  disabled,
  loading,
  error,
  helperText,
  noOptionsText,
}: CodeAutocompleteProps<T>) {
  return (
    <Autocomplete<T>
      options={options as T[]}
      value={options.find((o) => o.code === value) ?? null}
      onChange={(_event, chosen) => onChange(chosen?.code ?? null, chosen)}
      getOptionLabel={codeLabel}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      loading={loading}
      disabled={disabled}
      autoHighlight
      autoSelect
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          onBlur={onBlur}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
