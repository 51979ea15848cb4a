/** Deck and slide templates: the New deck button and its template picker, the editor's layout picker, team templates. */
export { LayoutPicker } from './LayoutPicker';
export { NewDeckButton, useDeckTemplatesPopup } from './NewDeckButton';
export { TeamSlideTemplateList } from './TeamSlideTemplateList';
