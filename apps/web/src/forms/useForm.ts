/**
 * Form state with the validation behaviour of SPEC §5: rules run 600 ms after typing stops (300 ms while an error is
 * shown; skipped on phones and tablets), "Required" on empty submit, an optional async check (availability), and
 * server 422 errors mapped onto their fields. `submitting` only turns on once every required field is non-blank.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MESSAGES, TIMERS, genericMessage } from '@podium/shared';
import { ApiError } from '../api/client';

export interface FieldRule {
  required?: boolean;
  /** A synchronous rule from @podium/shared: the message to show, or null. */
  validate?: (value: string) => string | null;
  /** An async rule (e.g. username availability), run after `validate` passes. */
  check?: (value: string, signal: AbortSignal) => Promise<string | null>;
  /** Shows the "n/max" counter and rejects longer values. */
  max?: number;
  /** Normalises typed input (e.g. lower-cases usernames). */
  transform?: (value: string) => string;
}

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | null;
  required: boolean;
  max?: number;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, string>>;

/** True on touch-first devices, where SPEC §5 skips live validation. */
function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

function syncError(rule: FieldRule, value: string, onSubmit: boolean): string | null {
  if (!value.trim()) return onSubmit && rule.required ? MESSAGES.required : null;
  const message = rule.validate?.(value) ?? null;
  if (message) return message;
  if (rule.max !== undefined && value.length > rule.max) return MESSAGES.tooLong(rule.max);
  return null;
}

/** Form state for the fields named in `rules`; see the file comment for the behaviour. */
export function useForm<K extends string>(rules: Record<K, FieldRule>, initial: Partial<Values<K>> = {}) {
  const formId = useId();
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState<Values<K>>(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Values<K>,
  );
  const [errors, setErrors] = useState<Errors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Timers and async checks read the latest rules/values/errors, not those of the render that scheduled them.
  const rulesRef = useRef(rules);
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  const timers = useRef(new Map<K, number>());
  const checks = useRef(new Map<K, { value: string; error: string | null }>());
  const controllers = useRef(new Map<K, AbortController>());
  useEffect(() => {
    rulesRef.current = rules;
    errorsRef.current = errors;
  });

  const setFieldError = useCallback((name: K, error: string | null) => {
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      errorsRef.current = next;
      return next;
    });
  }, []);

  const validateLive = useCallback(
    async (name: K, value: string) => {
      const rule = rulesRef.current[name];
      const error = syncError(rule, value, false);
      if (error || !rule.check || !value.trim()) {
        setFieldError(name, error);
        return;
      }
      controllers.current.get(name)?.abort();
      const controller = new AbortController();
      controllers.current.set(name, controller);
      try {
        const checked = await rule.check(value, controller.signal);
        checks.current.set(name, { value, error: checked });
        if (valuesRef.current[name] === value) setFieldError(name, checked);
      } catch {
        // An aborted or failed lookup leaves the decision to the server on submit.
      }
    },
    [setFieldError],
  );

  const setValue = useCallback(
    (name: K, raw: string) => {
      const value = rulesRef.current[name].transform?.(raw) ?? raw;
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      setFormError(null);
      window.clearTimeout(timers.current.get(name));
      if (isTouchDevice()) return;
      const delay = errorsRef.current[name] ? TIMERS.formValidationDelayWithErrorMs : TIMERS.formValidationDelayMs;
      timers.current.set(name, window.setTimeout(() => void validateLive(name, value), delay));
    },
    [validateLive],
  );

  useEffect(() => {
    const pending = timers.current;
    const inFlight = controllers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      inFlight.forEach((controller) => controller.abort());
    };
  }, []);

  const fieldId = (name: K) => `${formId}-${name}`;

  /** Props for <TextField> bound to one field. */
  const field = (name: K): FieldBinding => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name] ?? null,
    required: rules[name].required ?? false,
    max: rules[name].max,
    onChange: (event) => setValue(name, event.target.value),
  });

  /** Shows server errors: 422 field errors next to their fields, anything else above the submit button. */
  const showServerError = useCallback((error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFormError(genericMessage());
      return;
    }
    const fieldErrors: Errors<K> = {};
    const other: string[] = [];
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0];
      if (!message) continue;
      if (key in rulesRef.current) fieldErrors[key as K] = message;
      else other.push(message);
    }
    errorsRef.current = fieldErrors;
    setErrors(fieldErrors);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setFormError(other[0] ?? (hasFieldErrors ? null : error.message));
  }, []);

  /** Wraps a submit handler: validates every field first and only then shows the loading state. */
  const onSubmit = (handler: (values: Values<K>) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    timers.current.forEach((timer) => window.clearTimeout(timer));
    const current = valuesRef.current;
    const found: Errors<K> = {};
    for (const name of names) {
      const cached = checks.current.get(name);
      const error = syncError(rules[name], current[name], true) ?? (cached?.value === current[name] ? cached.error : null);
      if (error) found[name] = error;
    }
    errorsRef.current = found;
    setErrors(found);
    setFormError(null);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await handler(current);
    } catch (error) {
      showServerError(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** Replaces all values (e.g. after the server returned the saved record). */
  const reset = useCallback((next: Partial<Values<K>>) => {
    valuesRef.current = { ...valuesRef.current, ...next };
    setValues(valuesRef.current);
    errorsRef.current = {};
    setErrors({});
    setFormError(null);
  }, []);

  return { values, errors, formError, submitting, field, setValue, onSubmit, reset, showServerError, setFormError };
}
