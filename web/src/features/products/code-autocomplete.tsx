import { useMemo, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface CodeOption {
  code: string;
  name: string;
}

export interface CodeAutocompleteProps<O extends CodeOption> {
  label: string;
  options: readonly O[];
  /** The chosen option's code, or null. */
  value: string | null;
  onChange: (code: string | null, option: O | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}

/**
 * A type-to-search dropdown for long code lists (customers, suppliers, transporters): matches on
 * name and code, keyboard-friendly (arrows, Enter, Esc). The value is the code.
 */
export function CodeAutocomplete<O extends CodeOption>({
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  required,
  disabled,
  loading,
  error,
  helperText,
  autoFocus,
}: CodeAutocompleteProps<O>) {
  const { t } = useTranslation('products');
  const selected = useMemo(() => options.find((o) => o.code === value) ?? null, [options, value]);
  return (
    <Autocomplete<O, false, false, false>
      options={options as O[]}
      value={selected}
      onChange={(_e, option) => onChange(option?.code ?? null, option)}
      onBlur={onBlur}
      getOptionLabel={(o) => `${o.name} (${o.code})`}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionKey={(o) => o.code}
      disabled={disabled}
      loading={loading}
      autoHighlight
      openOnFocus={false}
      loadingText={t('form.loadingOptions')}
      noOptionsText={t('form.noOptions')}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} error={error} helperText={helperText} autoFocus={autoFocus} inputRef={inputRef} />
      )}
    />
  );
}
