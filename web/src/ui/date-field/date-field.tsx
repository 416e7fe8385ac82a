import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslation } from 'react-i18next';
import { lazyPart, PartSuspense } from '../lazy-part';
import { dateToIso, formatDate, INVALID_DATE, isoToDate, parseDateInput, todayIso } from './date';

/** The calendar (MUI X pickers + date-fns): its code loads on hover/focus of the field or its button, or when opened. */
const DateCalendarPanel = lazyPart(() => import('./date-calendar').then((m) => m.DateCalendarPanel));

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'ref' | 'type' | 'select'> {
  /** ISO 'yyyy-MM-dd' or null (1900-01-01 / 1970-01-01 count as empty). */
  value: string | null | undefined;
  /**
   * Called with 'yyyy-MM-dd', null when the field is emptied, or INVALID_DATE when it holds text
   * that is no date (so a form can refuse to save instead of storing "no date").
   */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Ref to the <input>; `ref` works too (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  /** Source of "today" for the short forms (bare day, ddMM); for tests. */
  today?: () => Date;
  /** The text under the field when what is typed is no date (default: "Invalid date, use dd-mm-yyyy"). */
  invalidText?: string;
}

/** The field's own keys, for its `aria-keyshortcuts` and the shortcut sheet. */
export const DATE_FIELD_KEYS = { calendar: 'Alt+ArrowDown', dayStep: 'ArrowUp ArrowDown' } as const;

// Text that is a complete date as typed (nothing more is coming), so it can be passed on
// while typing; short forms ('5', '0503') are only read when the user leaves the field.
const COMPLETE = [/^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/, /^\d{4}-\d{2}-\d{2}$/, /^\d{8}$/];

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The field's text and what it reports: a new value from outside replaces the text, a complete date
 * is passed on while typing, and the rest is read when the user leaves the field (commit).
 */
function useDateText(value: string | null | undefined, onChange: (value: string | null) => void, today: () => Date) {
  const [text, setTextState] = useState(() => formatDate(value ?? null));
  // The latest text, also between a setState and the next render (blur right after a pick).
  const textRef = useRef(text);
  const setText = (next: string) => {
    textRef.current = next;
    setTextState(next);
  };
  const [invalid, setInvalid] = useState(false);
  const lastValue = useRef<string | null>(value ?? null);

  // A new value from outside (form reset, other field) replaces the text.
  useEffect(() => {
    const next = value ?? null;
    if (next !== lastValue.current) {
      lastValue.current = next;
      if (next === INVALID_DATE) return; // our own report of what is typed; keep the text
      setText(formatDate(next));
      setInvalid(false);
    }
  }, [value]);

  const emit = useCallback(
    (next: string | null) => {
      if (next === lastValue.current) return;
      lastValue.current = next;
      onChange(next);
    },
    [onChange],
  );

  const commit = () => {
    const text = textRef.current;
    if (text.trim() === '') {
      setInvalid(false);
      emit(null);
      return;
    }
    const parsed = parseDateInput(text, today());
    if (parsed) {
      setText(formatDate(parsed));
      setInvalid(false);
      emit(parsed);
    } else {
      setInvalid(true); // keep what the user typed so nothing is lost
      emit(INVALID_DATE);
    }
  };

  const type = (next: string) => {
    setText(next);
    setInvalid(false);
    if (next.trim() === '') emit(null);
    else if (COMPLETE.some((re) => re.test(next.trim()))) {
      const parsed = parseDateInput(next, today());
      if (parsed) emit(parsed);
    }
  };

  const choose = (iso: string | null) => {
    setText(formatDate(iso));
    setInvalid(false);
    emit(iso);
  };

  /** ↑ a day later, ↓ a day earlier, from the date typed (today when empty); text that is no date stays. */
  const step = (days: number): boolean => {
    const from = textRef.current.trim() === '' ? todayIso(today()) : parseDateInput(textRef.current, today());
    const date = isoToDate(from);
    if (!date) return false;
    date.setDate(date.getDate() + days);
    choose(dateToIso(date));
    return true;
  };
  return { text, invalid, commit, type, choose, step };
}

/**
 * A date text field with a calendar button. Accepts dd-MM-yyyy, d-M-yyyy, ddMM (this
 * year), a bare day (this month) and yyyy-MM-dd; shows dd-MM-yyyy once the user leaves
 * the field (blur, Tab, Enter). Invalid input stays as typed, with an error text.
 * Works as a react-hook-form Controller render target: `<DateField {...field} />`.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  inputRef,
  ref,
  today = () => new Date(),
  invalidText,
  error,
  helperText,
  placeholder,
  disabled,
  slotProps,
  ...rest
}: DateFieldProps) {
  const { t } = useTranslation('ui');
  const { text, invalid, commit, type, choose, step } = useDateText(value, onChange, today);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const anchor = useRef<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(); // no preventDefault: the form may still submit
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      void DateCalendarPanel.preload();
      setCalendarOpen(true);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      if (step(event.key === 'ArrowUp' ? 1 : -1)) event.preventDefault();
    }
  };

  const pick = (date: Date | null, state?: 'partial' | 'shallow' | 'finish') => {
    if (state && state !== 'finish') return;
    choose(dateToIso(date));
    setCalendarOpen(false);
    input.current?.focus();
  };

  const calendarValue = isoToDate(parseDateInput(text, today()) ?? value ?? null);
  const inputSlot = (slotProps?.input ?? {}) as object;
  const htmlInputSlot = (slotProps?.htmlInput ?? {}) as { 'aria-keyshortcuts'?: string };
  // a form's own key on the field (Enter saves and adds the next line) comes beside the field's
  const keys = [DATE_FIELD_KEYS.calendar, DATE_FIELD_KEYS.dayStep, htmlInputSlot['aria-keyshortcuts']].filter(Boolean).join(' ');

  return (
    <>
      <TextField
        {...rest}
        ref={anchor}
        value={text}
        disabled={disabled}
        placeholder={placeholder ?? t('date.placeholder')}
        error={invalid || error}
        helperText={invalid ? (invalidText ?? t('date.invalid')) : helperText}
        inputRef={(el: HTMLInputElement | null) => {
          input.current = el;
          assignRef(inputRef, el);
          assignRef(ref, el);
        }}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          void DateCalendarPanel.preload(); // the keyboard's way to the calendar starts in the field (Alt+↓)
          rest.onFocus?.(event);
        }}
        slotProps={{
          ...slotProps,
          htmlInput: { autoComplete: 'off', maxLength: 24, ...htmlInputSlot, 'aria-keyshortcuts': keys },
          input: {
            endAdornment: <CalendarButton disabled={disabled} onOpen={() => setCalendarOpen(true)} />,
            ...inputSlot,
          },
        }}
      />
      <Popover
        open={calendarOpen}
        anchorEl={anchor.current}
        onClose={() => setCalendarOpen(false)}
        disableRestoreFocus
        // closed by Esc or a click away: back to the field, or the next Esc would miss its form
        TransitionProps={{
          onExited: () => input.current?.focus(),
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <PartSuspense minHeight={300}>
          <DateCalendarPanel value={calendarValue} onChange={pick} />
        </PartSuspense>
      </Popover>
    </>
  );
}

/** The field's button that opens its calendar; pointing at it starts loading the calendar's code. */
function CalendarButton({ disabled, onOpen }: { disabled: boolean | undefined; onOpen: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        size="small"
        aria-label={t('date.openCalendar')}
        title={t('date.openCalendar')}
        disabled={disabled}
        // out of the Tab order: Alt+↓ in the field opens the calendar, so each date costs one Tab, not two
        tabIndex={-1}
        onPointerEnter={() => void DateCalendarPanel.preload()}
        onClick={onOpen}
      >
        <CalendarMonthOutlined fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}
