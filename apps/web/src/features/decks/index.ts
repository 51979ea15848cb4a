/** Decks: cards and grids, deck lists and the deck a route names (its pages are the router's, see routes/routes.tsx). */
export { DeckCard, DeckCardSkeleton } from './DeckCard';
export { DeckGrid } from './DeckGrid';
export { firstSlideOf } from './firstSlide';
export { routeDeckFallback } from './routeDeckFallback';
export { useDeckLifecycle } from './useDeckLifecycle';
export { deckBySlugKey, deckListKey, usePagedList } from './useDeckList';
export { useRouteDeck } from './useRouteDeck';
