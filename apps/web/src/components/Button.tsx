/** Button and ButtonLink: one look for every action; Button has the loading-indicator state of SPEC §4. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './Spinner.css';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

function classes({ variant = 'secondary', size = 'md', block }: StyleProps, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** While true the button shows a spinner, is busy for assistive tech and ignores clicks. */
  loading?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A button; `loading` swaps in a spinner while keeping the width steady. */
export function Button({ variant, size, block, loading = false, testId, className, children, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, size, block }, `${loading ? 'is-loading' : ''} ${className ?? ''}`.trim())}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      data-testid={testId}
      onClick={(event) => {
        // aria-disabled rather than disabled keeps focus on the button while it works.
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      <span className="btn__label">{children}</span>
      {loading && <span className="spinner btn__spinner" aria-hidden="true" />}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleProps {
  testId?: string;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, testId, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes({ variant, size, block }, className)} data-testid={testId} />;
}
