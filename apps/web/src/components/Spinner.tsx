/** A small indeterminate spinner with an accessible label. */
import './Spinner.css';

/** Spinner; `label` is read by screen readers only. */
export function Spinner({ label = 'Loading…', className, size = 'sm' }: { label?: string; className?: string; size?: 'sm' | 'lg' }) {
  return (
    <span className={`spinner spinner--${size} ${className ?? ''}`.trim()} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
