/** The import flow of one page: check the file, upload it with progress, then follow the job (ImportJob) to the editor. */
import { useCallback, useRef, useState } from 'react';
import { LIMITS, MESSAGES, genericMessage, type ImportView } from '@podium/shared';
import { ApiError } from '../../api/client';
import { startImport } from './importApi';

export type ImportFlowState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fraction: number }
  | { phase: 'processing'; view: ImportView }
  | { phase: 'error'; fileName: string; message: string };

export interface ImportFlow {
  state: ImportFlowState;
  /** Starts importing a file (ignored while another import is under way). */
  start(file: File): void;
  /** Follows an import already under way (one started before the page was reloaded). */
  follow(view: ImportView): void;
  /** Shows why the server's import failed. */
  fail(fileName: string, message: string): void;
  /** Back to idle (after an error; or to stop following an upload, which cancels it). */
  reset(): void;
  busy: boolean;
}

/** State and actions of the import flow. */
export function useImportFlow(): ImportFlow {
  const [state, setState] = useState<ImportFlowState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  const start = useCallback((file: File) => {
    if (abort.current) return;
    if (file.size > LIMITS.importUploadBytes) {
      setState({ phase: 'error', fileName: file.name, message: MESSAGES.importTooLarge(LIMITS.importUploadBytes) });
      return;
    }
    if (file.size === 0) {
      setState({ phase: 'error', fileName: file.name, message: MESSAGES.importMissing });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', fileName: file.name, fraction: 0 });
    startImport(file, (fraction) => {
      if (!controller.signal.aborted) setState({ phase: 'uploading', fileName: file.name, fraction });
    }, controller.signal)
      .then((view) => setState({ phase: 'processing', view }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ phase: 'error', fileName: file.name, message: error instanceof ApiError ? error.message : genericMessage() });
      })
      .finally(() => {
        if (abort.current === controller) abort.current = null;
      });
  }, []);

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ phase: 'idle' });
  }, []);

  const follow = useCallback((view: ImportView) => {
    if (!abort.current) setState((current) => (current.phase === 'idle' ? { phase: 'processing', view } : current));
  }, []);
  const fail = useCallback((fileName: string, message: string) => setState({ phase: 'error', fileName, message }), []);

  return { state, start, reset, follow, fail, busy };
}
