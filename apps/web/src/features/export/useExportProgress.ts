/**
 * Follows one export until it ends: the server pushes progress to the user's socket room (editor namespace), and
 * polling every second is the fallback when the socket is down or a push was missed.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EXPORT_PROGRESS_EVENT, type ExportView } from '@podium/shared';
import { fetchExport } from './exportApi';

const POLL_MS = 1000;

/** The query key of one export's status. */
export const exportKey = (deckId: number, exportId: string) => ['deck-export', deckId, exportId] as const;

/** The live status of an export (undefined until the first answer). */
export function useExportProgress(deckId: number, initial: ExportView | null) {
  const client = useQueryClient();
  const exportId = initial?.id ?? '';
  const status = useQuery({
    queryKey: exportKey(deckId, exportId),
    queryFn: ({ signal }) => fetchExport(deckId, exportId, signal),
    enabled: exportId !== '',
    initialData: initial ?? undefined,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'done' || query.state.data.status === 'failed') ? false : POLL_MS),
  });

  useEffect(() => {
    if (!exportId) return;
    let closed = false;
    let disconnect = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io('/editor', { path: '/socket.io', withCredentials: true });
      socket.on(EXPORT_PROGRESS_EVENT, (payload: { deck_id?: number; export?: ExportView }) => {
        if (payload?.deck_id === deckId && payload.export?.id === exportId) client.setQueryData(exportKey(deckId, exportId), payload.export);
      });
      disconnect = () => void socket.close();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [client, deckId, exportId]);

  return status.data;
}
