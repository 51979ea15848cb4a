/** Viewing decks: the deck card's inline preview (the viewing pages are the router's, see routes/routes.tsx). */
export { isPhoneOrTablet } from './instructions';
export { ThumbnailPreview } from './ThumbnailPreview';
