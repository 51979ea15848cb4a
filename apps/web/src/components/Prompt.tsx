/** A confirm prompt (message + Cancel / Confirm) on top of Dialog: Escape cancels, Enter confirms. */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';

export interface PromptProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** Prompt; the confirm button takes focus first so Enter confirms from the start. */
export function Prompt({ open, title, children, confirmLabel = 'OK', cancelLabel = 'Cancel', confirmVariant = 'primary', busy, onConfirm, onCancel, testId }: PromptProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onCancel}
      onConfirm={busy ? undefined : onConfirm}
      testId={testId}
      footer={
        <>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button variant={confirmVariant} loading={busy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
