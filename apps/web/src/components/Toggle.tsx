/** An on/off switch: a real checkbox (role=switch) with a visible label and optional description. */
import { useId } from 'react';
import './Toggle.css';

/** Toggle; `busy` keeps it visible but unclickable while a save is in flight. */
export function Toggle({ label, description, checked, onChange, busy, testId }: { label: string; description?: string; checked: boolean; onChange: (checked: boolean) => void; busy?: boolean; testId?: string }) {
  const id = useId();
  return (
    <div className="toggle">
      <div className="toggle__text">
        <label className="toggle__label" htmlFor={id}>
          {label}
        </label>
        {description && (
          <p className="toggle__description" id={`${id}-description`}>
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle__input"
        checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
