/** "On leaving the editor": the deck's settled content becomes a revision without waiting for the debounce. */
import { useEffect } from 'react';
import { settleRevision } from '../../../api/revisions';
import type { SyncEngine } from '../sync/syncEngine';

/** Records a revision when the editor unmounts (after pending edits are saved) or the page is hidden for good. */
export function useSettleOnLeave(deckId: number, engine: SyncEngine): void {
  useEffect(() => {
    const onPageHide = () => settleRevision(deckId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void engine.save().then(() => settleRevision(deckId));
    };
  }, [deckId, engine]);
}
