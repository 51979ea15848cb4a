/**
 * Follows one import until it ends: the server pushes progress to the user's socket room (editor namespace), and
 * polling every second is the fallback when the socket is down or a push was missed (as exports do).
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PROGRESS_EVENT, type ImportView } from '@podium/shared';
import { fetchImport } from './importApi';

const POLL_MS = 1000;

/** The query key of one import's status. */
export const importKey = (importId: string) => ['import', importId] as const;

const finished = (view: ImportView | undefined) => view?.status === 'done' || view?.status === 'failed';

/** The live status of an import (undefined until there is one). */
export function useImportProgress(initial: ImportView | null): ImportView | undefined {
  const client = useQueryClient();
  const importId = initial?.id ?? '';
  const status = useQuery({
    queryKey: importKey(importId),
    queryFn: ({ signal }) => fetchImport(importId, signal),
    enabled: importId !== '',
    initialData: initial ?? undefined,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });

  useEffect(() => {
    if (!importId) return;
    let closed = false;
    let disconnect = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io('/editor', { path: '/socket.io', withCredentials: true });
      socket.on(IMPORT_PROGRESS_EVENT, (payload: { import?: ImportView }) => {
        if (payload?.import?.id !== importId) return;
        // A late push never takes a finished import back to running.
        if (!finished(client.getQueryData<ImportView>(importKey(importId)))) client.setQueryData(importKey(importId), payload.import);
      });
      disconnect = () => void socket.close();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [client, importId]);

  return importId ? status.data : undefined;
}
