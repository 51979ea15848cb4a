/** Nothing lost on reload: an import still queued or running when the page (re)opens is followed again to its end. */
import { useEffect, useRef } from 'react';
import type { ImportFlow } from './useImportFlow';
import { useImportList } from './ImportButton';

/** Imports older than this are not picked up again (they have long timed out). */
const RESUME_WITHIN_MS = 10 * 60 * 1000;

export function useResumeImport(flow: ImportFlow, enabled: boolean): void {
  const list = useImportList();
  const resumed = useRef(false);
  const { follow } = flow;
  useEffect(() => {
    // Only a list read since this page opened: a cached one may still call a finished import running.
    if (!enabled || resumed.current || !list.data || !list.isFetchedAfterMount) return;
    resumed.current = true;
    const running = list.data.results.find((view) =>
      (view.status === 'queued' || view.status === 'running') && Date.now() - Date.parse(view.created_at) < RESUME_WITHIN_MS);
    if (running) follow(running);
  }, [enabled, follow, list.data, list.isFetchedAfterMount]);
}
