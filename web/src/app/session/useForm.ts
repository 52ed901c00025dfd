import { useState, type FormEvent } from 'react';
import type { Errors } from './validation';

/**
 * The small form state the session pages share. Errors appear after the first submit and
 * then follow every keystroke, so a message never shouts at a field the user has not left yet.
 */
export function useForm<T extends Record<string, string | boolean>>(
  initial: T,
  validate: (values: T) => Errors<T>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // The server's message of a field (a payload's user error), shown until that field changes.
  const [server, setServer] = useState<Errors<T>>({});
  const errors: Errors<T> = submitted ? validate(values) : {};

  function set<K extends keyof T>(key: K, value: T[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setServer((s) => (s[key] ? { ...s, [key]: undefined } : s));
  }

  function handleSubmit(onValid: (values: T) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (Object.keys(validate(values)).length === 0) onValid(values);
    };
  }

  /** The value, message and change handler of one text field, for <TextField {...bind('email')} />. */
  function bind<K extends keyof T & string>(key: K) {
    return {
      id: key,
      value: String(values[key]),
      error: errors[key] ?? server[key],
      onChange: (value: string) => set(key, value as T[K]),
    };
  }

  /** Shows the server's refusal at its fields (keys this form has; the rest are for the caller). */
  function setServerErrors(fields: Record<string, string>) {
    setServer(Object.fromEntries(Object.entries(fields).filter(([k]) => k in initial)) as Errors<T>);
  }

  return { values, errors, set, bind, handleSubmit, setServerErrors };
}
