/**
 * The owner's lifecycle buttons on a deck card: "Move to trash" on an active deck; "Recover" and "Delete forever"
 * (after a confirmation, since it cannot be undone) on a trashed one.
 */
import { useState } from 'react';
import { MESSAGES, type DeckCardJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { useDeckLifecycle } from './useDeckLifecycle';

/** DeckCardActions for `deck` as listed in the active or the trashed listing. */
export function DeckCardActions({ deck, lifecycle }: { deck: DeckCardJson; lifecycle: 'active' | 'trashed' }) {
  const { trash, recover, destroy } = useDeckLifecycle();
  const [confirming, setConfirming] = useState(false);
  if (lifecycle === 'active') {
    return (
      <div className="deck-card__actions">
        <Button size="sm" variant="ghost" loading={trash.isPending} onClick={() => trash.mutate(deck)} testId="deck-card-trash" aria-label={`Move to trash: ${deck.title}`}>
          Move to trash
        </Button>
      </div>
    );
  }
  return (
    <div className="deck-card__actions">
      <Button size="sm" loading={recover.isPending} onClick={() => recover.mutate(deck)} testId="deck-card-recover" aria-label={`Recover: ${deck.title}`}>
        Recover
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} testId="deck-card-delete" aria-label={`Delete forever: ${deck.title}`}>
        Delete forever
      </Button>
      <Prompt
        open={confirming}
        title="Delete deck"
        confirmLabel="Delete forever"
        confirmVariant="danger"
        busy={destroy.isPending}
        testId="confirm-delete-deck"
        onCancel={() => setConfirming(false)}
        onConfirm={() => destroy.mutate(deck, { onSettled: () => setConfirming(false) })}
      >
        <p>{MESSAGES.confirmDeleteDeck(deck.title)}</p>
      </Prompt>
    </div>
  );
}
