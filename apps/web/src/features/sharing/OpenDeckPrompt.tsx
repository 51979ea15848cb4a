/**
 * "Open deck to..." (SPEC §2, §6): owners Edit, Present, View, Autoplay; collaborators Collaborate, Present and View
 * as their role allows (a team member without an explicit role has the team's default_internal_role, which the
 * server's role.json already answers). Links go to the edit, live, kiosk and plain deck URLs.
 */
import { Link } from 'react-router';
import { COLLABORATOR_ROLE_LABELS, openDeckActions, openDeckPath, type DeckJson, type OpenDeckAction } from '@podium/shared';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/SessionContext';
import { useDeckAccess } from './useDeckAccess';
import './sharing.css';

const LABELS: Record<OpenDeckAction, string> = {
  edit: 'Edit', collaborate: 'Collaborate', present: 'Present', view: 'View', autoplay: 'Autoplay',
};

/** OpenDeckPrompt; `slide` carries the current slide indices into the links. */
export function OpenDeckPrompt({ deck, open, onClose, slide }: {
  deck: Pick<DeckJson, 'id' | 'slug' | 'user'>; open: boolean; onClose: () => void; slide?: { indexh: number; indexv: number };
}) {
  const { user } = useSession();
  const isOwner = user?.id === deck.user.id;
  const access = useDeckAccess(deck.id, { enabled: open && !isOwner, retry: false });
  const role = access.data?.role ?? null;
  const hash = slide && (slide.indexh > 0 || slide.indexv > 0) ? `#/${slide.indexh}${slide.indexv > 0 ? `/${slide.indexv}` : ''}` : '';
  const actions = openDeckActions(isOwner, isOwner ? 'owner' : role);
  return (
    <Dialog open={open} title="Open deck to..." onCancel={onClose} testId="open-deck-prompt">
      {access.isLoading ? <Spinner label="Loading…" /> : (
        <>
        {!isOwner && role && role !== 'owner' && (
          <p className="share-muted" data-testid="open-deck-role">
            {`Your role: ${COLLABORATOR_ROLE_LABELS[role].label}. ${COLLABORATOR_ROLE_LABELS[role].description}.`}
          </p>
        )}
        <ul className="share-open-list">
          {actions.map((action) => (
            <li key={action}>
              <Link className="btn btn--secondary btn--md btn--block" to={`${openDeckPath(action, deck.user.username, deck.slug)}${hash}`}
                data-testid={`open-deck-${action}`} onClick={onClose}>
                {LABELS[action]}
              </Link>
            </li>
          ))}
        </ul>
        </>
      )}
    </Dialog>
  );
}
