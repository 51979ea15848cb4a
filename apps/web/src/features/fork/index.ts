/** Forking a deck (its page is the router's, see routes/routes.tsx). */
export { ForkButton } from './ForkButton';
