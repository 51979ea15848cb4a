/**
 * Upgrade-or-publish mode (SPEC §6): the owner's plan has no private links, so the deck is published or the plan
 * upgraded. Only the owner can upgrade it; a deck admin is offered publishing alone.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { genericMessage, type DeckVisibility } from '@podium/shared';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { publishDeck } from '../../api/sharing';

/** PublishPanel; `onPublished` gets the new visibility and slug. */
export function PublishPanel({ deckId, onPublished, canUpgrade }: {
  deckId: number;
  onPublished: (deck: { visibility: DeckVisibility; slug: string }) => void;
  canUpgrade: boolean;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const publish = () => {
    setBusy(true);
    publishDeck(deckId, 'all').then((result) => {
      notify(result.notice);
      onPublished(result.deck);
    }, () => notify(genericMessage(), { negative: true })).finally(() => setBusy(false));
  };
  return (
    <div className="share-publish" data-testid="share-upgrade-or-publish">
      <p>
        {canUpgrade
          ? 'This deck is private. Publish it to share it with anyone, or upgrade to share it with private links.'
          : 'This deck is private, and its owner’s plan has no private links. Publish it to share it with anyone.'}
      </p>
      <div className="row">
        <Button variant="primary" loading={busy} onClick={publish} testId="share-publish">Publish deck</Button>
        {canUpgrade && <Link className="btn btn--secondary btn--md" to="/account/upgrade" data-testid="share-upgrade">Upgrade</Link>}
      </div>
    </div>
  );
}
