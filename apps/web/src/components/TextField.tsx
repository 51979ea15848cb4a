/** A labelled text input (or textarea) with hint, inline error (role=alert) and the "n/max" counter of SPEC §5. */
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { counter } from '@podium/shared';
import './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'name' | 'required' | 'max'> {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | null;
  required?: boolean;
  /** When set, shows the counter; it turns negative (red) above 95 % of max. */
  max?: number;
  hint?: string;
  testId?: string;
  multiline?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** TextField; spread a `form.field(name)` binding into it and add label/type/testId. */
export function TextField({ id, name, label, value, error, required, max, hint, testId, multiline, onChange, ...rest }: TextFieldProps) {
  const count = max !== undefined ? counter(value.length, max) : null;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', count ? `${id}-counter` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    onChange,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy || undefined,
    'data-testid': testId,
    className: 'field__input',
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...rest} {...common} />}
      {(hint || error || count) && (
        <div className="field__meta">
          <div className="field__messages">
            {error ? (
              <p id={`${id}-error`} className="field__error" role="alert" data-testid="form-error">
                {error}
              </p>
            ) : (
              hint && (
                <p id={`${id}-hint`} className="field__hint">
                  {hint}
                </p>
              )
            )}
          </div>
          {count && (
            <span id={`${id}-counter`} className={`field__counter${count.negative ? ' is-negative' : ''}`}>
              {count.text}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** A form-level error (non-field 422s, 401, 429, network) shown above the submit button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="alert alert--error" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
