/** Compact inputs for the side panels: number (commits valid values as you type), colour, select, section. */
import { useId, useState, type ReactNode } from 'react';

/** A labelled number input; invalid or out-of-range drafts are kept on screen but not committed. */
export function NumberField({ label, value, onCommit, min, max, step = 1, testId, scale = 1 }: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  testId?: string;
  /** Shown value = value × scale (e.g. opacity 0..1 as 0..100 %). */
  scale?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(Math.round(value * scale * 100) / 100);
  const problem = draft === null ? null : rangeProblem(draft, min, max);
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        value={shown}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        min={min}
        max={max}
        step={step}
        data-testid={testId}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value) / scale;
          if (e.target.value.trim() === '' || !Number.isFinite(n)) return;
          if ((min !== undefined && n * scale < min) || (max !== undefined && n * scale > max)) return;
          onCommit(n);
        }}
        onBlur={() => setDraft(null)}
      />
      {problem && <p className="field__error" id={`${id}-error`} role="alert">{problem}</p>}
    </div>
  );
}

/** Why a typed number is not used (kept on screen until the field is left), or null. */
function rangeProblem(draft: string, min: number | undefined, max: number | undefined): string | null {
  const n = Number(draft);
  if (draft.trim() === '' || !Number.isFinite(n)) return 'Please enter a number';
  if (min !== undefined && max !== undefined && (n < min || n > max)) return `Must be between ${min} and ${max}`;
  if (min !== undefined && n < min) return `Must be at least ${min}`;
  if (max !== undefined && n > max) return `Must be at most ${max}`;
  return null;
}

let probe: CanvasRenderingContext2D | null | undefined;
/** Any CSS colour as #rrggbb for <input type=color> (black when it cannot be read). */
export function toHex(color: string | undefined): string {
  if (!color) return '#000000';
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  probe ??= document.createElement('canvas').getContext('2d');
  if (!probe) return '#000000';
  probe.fillStyle = '#000000';
  probe.fillStyle = color;
  return /^#[0-9a-f]{6}$/i.test(probe.fillStyle) ? probe.fillStyle : '#000000';
}

/** A labelled colour input. */
export function ColorField({ label, value, onCommit, testId, children }: { label: string; value: string | undefined; onCommit: (hex: string) => void; testId?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="ed-field ed-field--color">
      <label htmlFor={id}>{label}</label>
      <span className="ed-field__inline">
        <input id={id} type="color" value={toHex(value)} data-testid={testId} onChange={(e) => onCommit(e.target.value)} />
        {children}
      </span>
    </div>
  );
}

/** A labelled select over `options` ([value, label] pairs). */
export function SelectField<T extends string>({ label, value, options, onCommit, testId }: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onCommit: (value: T) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} data-testid={testId} onChange={(e) => onCommit(e.target.value as T)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled checkbox across the panel's full width. */
export function CheckField({ label, checked, onCommit, testId }: { label: string; checked: boolean; onCommit: (checked: boolean) => void; testId?: string }) {
  return (
    <div className="ed-content-panel__checks ed-field--wide">
      <label>
        <input type="checkbox" checked={checked} data-testid={testId} onChange={(e) => onCommit(e.target.checked)} />
        {label}
      </label>
    </div>
  );
}

/** 'fade' → 'Fade' (option labels from ids). */
export function capitalize(value: string): string {
  return value ? value[0]!.toUpperCase() + value.slice(1) : value;
}

/** A titled group of fields. */
export function Section({ title, children, columns = 2 }: { title: string; children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <section className="ed-section">
      <h3 className="ed-section__title">{title}</h3>
      <div className={`ed-section__grid ed-section__grid--${columns}`}>{children}</div>
    </section>
  );
}
