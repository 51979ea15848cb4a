/** Deck tags (the tag page is the router's, see routes/routes.tsx). */
export { DeckTags } from './DeckTags';
