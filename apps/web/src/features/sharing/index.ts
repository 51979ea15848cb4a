/** Sharing decks: the share actions and dialog, password-protected links, sending a link to a phone, deck access. */
export { DeckShareActions } from './DeckShareActions';
export { LinkPasswordGate, passwordLinkId } from './LinkPasswordGate';
export { SendToPhone } from './SendToPhone';
export { Tabs } from './Tabs';
export { useDeckAccess } from './useDeckAccess';
