/** Kudos: the heart on a deck page and the count on deck cards. */
export { KudosButton } from './KudosButton';
export { KudosCount } from './KudosCount';
