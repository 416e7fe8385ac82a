import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's rule: the translation key of what is wrong with the value, or null. */
export type Rule<V> = (value: string, values: V) => string | null;

/** Checks the whole form at once: the fields with a problem and its translation key. */
function check<V extends Record<string, string>>(values: V, rules: { [K in keyof V]?: Rule<V> }): Partial<Record<keyof V, string>> {
  const problems: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(rules) as Array<keyof V>) {
    const problem = rules[name]?.(values[name] ?? '', values);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * The two forms of the login screens (sign in, change password), without a form library: they are
 * the first screen, which must stay light (react-hook-form, which the other forms use, would add
 * ~14 KiB gzip). It behaves as those forms do: checked on submit, then again on every change; the
 * first field with a problem gets the focus; the problem shows on the field, translated at render
 * time (a language switch re-translates it).
 */
export function useSessionForm<V extends Record<string, string>>(initial: V, rules: { [K in keyof V]?: Rule<V> }) {
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  /** The props a TextField (or PasswordField) of this form takes; `t` translates the problem. */
  const field = (name: keyof V & string, t: (key: string) => string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value } as V;
      setValues(next);
      if (submitted) setProblems(check(next, rules));
    },
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    error: problems[name] !== undefined,
    helperText: problems[name] === undefined ? undefined : t(problems[name]),
  });

  /** The form's onSubmit: runs `onValid` with the values when every rule passes. */
  const handleSubmit = (onValid: (values: V) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values, rules);
    setProblems(found);
    const first = (Object.keys(rules) as Array<keyof V>).find((name) => found[name] !== undefined);
    if (first !== undefined) inputs.current[first]?.focus();
    else void onValid(values);
  };

  return { values, field, handleSubmit };
}

/** Rules both screens use. */
export const required: Rule<Record<string, string>> = (value) => (value === '' ? 'session:validation.required' : null);
export function email(pattern: RegExp): Rule<Record<string, string>> {
  return (value) => (value === '' ? 'session:validation.required' : pattern.test(value) ? null : 'session:validation.email');
}
