/** Deck themes (the themes page is the router's, see routes/routes.tsx). */
export { default as CodeField } from './CodeField';
