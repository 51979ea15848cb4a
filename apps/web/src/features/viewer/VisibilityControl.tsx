/** The show page's visibility button: a label for viewers; for the owner, a choice among the visibilities their plan allows. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, Link } from 'react-router';
import { MESSAGES, canUseVisibility, type DeckJson, type DeckVisibility, type UserJson } from '@podium/shared';
import { publishDeck } from '../../api/sharing';
import { useNotify } from '../../components/notifications';
import { deckBySlugKey } from '../decks';
import { planSubject } from '../../session/SessionContext';

const LABELS: Record<DeckVisibility, string> = { all: 'Public', team: 'Team only', self: 'Private' };

/** Visibility of `deck`; editable when `owner` is the signed-in owner. */
export function VisibilityControl({ deck, owner }: { deck: DeckJson; owner: UserJson | null }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  if (!owner) return <span className="viewer-badge" data-testid="deck-visibility">{LABELS[deck.visibility]}</span>;

  const change = async (visibility: DeckVisibility) => {
    setSaving(true);
    try {
      // publish.json, not a deck update: it leaves the document's version alone, so an open editor sees no conflict.
      const { deck: saved, notice } = await publishDeck(deck.id, visibility);
      notify(notice);
      const next = { ...deck, ...saved };
      queryClient.setQueryData(deckBySlugKey(deck.user.username, saved.slug), next);
      // A visibility change may also change the slug (SPEC §4): follow it.
      if (saved.slug !== deck.slug) void navigate(`/${deck.user.username}/${saved.slug}${window.location.hash}`, { replace: true });
    } catch {
      notify(MESSAGES.failedToChangeVisibility, { negative: true });
    } finally {
      setSaving(false);
    }
  };
  const plan = planSubject(owner);
  const privateLocked = !canUseVisibility(plan, 'self');
  return (
    <>
    <label className="viewer-visibility">
      <span className="visually-hidden">Visibility</span>
      <select
        value={deck.visibility}
        disabled={saving}
        data-testid="deck-visibility"
        onChange={(event) => void change(event.target.value as DeckVisibility)}
      >
        {(Object.keys(LABELS) as DeckVisibility[]).map((value) => (
          <option key={value} value={value} disabled={value !== deck.visibility && !canUseVisibility(plan, value)}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
    {privateLocked && (
      // Downgrades keep data: a private deck stays private, but making one needs a paid plan again (SPEC §6).
      <Link className="viewer-visibility__upgrade" to="/account/upgrade" data-testid="visibility-upgrade"
        title={MESSAGES.privateDecksNeedPaidPlan}>
        {deck.visibility === 'self' ? 'Stays private. Upgrade to make more private decks' : 'Upgrade for private decks'}
      </Link>
    )}
    </>
  );
}
