/** A user's profile (its page is the router's, see routes/routes.tsx). */
export { OwnerTabs } from './OwnerTabs';
