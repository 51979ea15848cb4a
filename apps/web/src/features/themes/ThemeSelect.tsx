/** A labelled native select in the app's field style. */
import { useId } from 'react';

/** ThemeSelect over [value, label] options. */
export function ThemeSelect<T extends string>({ label, value, options, onChange, testId }: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <select id={id} className="field__input" value={value} data-testid={testId} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </div>
  );
}
