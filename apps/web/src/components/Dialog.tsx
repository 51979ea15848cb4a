/**
 * A modal dialog on the native <dialog> element (focus trap, inert background, Escape handled by the browser).
 * SPEC §9 prompt keys: Escape cancels, Enter confirms; the overlay uses opacity 0.4 (UI.overlayOpacity).
 * Mark the element that should take focus on open with `data-autofocus`.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { enterModalLayer } from './modalLayer';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Escape, the close button and the backdrop call this; omit to make the dialog non-dismissible. */
  onCancel?: () => void;
  /** Enter (outside form fields and buttons, which handle Enter themselves) calls this. */
  onConfirm?: () => void;
  footer?: ReactNode;
  testId?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Dialog; renders nothing while closed. */
export function Dialog({ open, title, children, onCancel, onConfirm, footer, testId, size = 'sm' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element (the close button); a marked field is the better start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return open && dialog ? enterModalLayer(dialog) : undefined;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Enter' || !onConfirm || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.closest('form, button, a, textarea, select')) return;
    event.preventDefault();
    onConfirm();
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // The browser would close the dialog itself; React state stays the single source of truth.
        event.preventDefault();
        onCancel?.();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === ref.current && onCancel) onCancel();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {onCancel && (
            <button type="button" className="dialog__close" aria-label="Close" onClick={onCancel}>
              ×
            </button>
          )}
        </header>
        <div className="dialog__body">{children}</div>
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
