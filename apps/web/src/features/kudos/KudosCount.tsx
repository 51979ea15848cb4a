/** A deck card's kudos count (read-only): a small heart and the number, never below 0. */
import { shownCount } from './kudosToggle';
import './KudosButton.css';

export function KudosCount({ count }: { count: number }) {
  const shown = shownCount(count);
  return (
    <span className="kudos-count" data-testid="deck-card-kudos" role="img" aria-label={`${shown} ${shown === 1 ? 'kudo' : 'kudos'}`}>
      <svg className="kudos__heart" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" fill="currentColor" />
      </svg>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
