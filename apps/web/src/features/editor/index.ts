/**
 * The editor's surface for the rest of the app. The editor page is the router's (LazyEditorPage.tsx loads it on
 * demand); the deck player's block add-ons reach their block folders directly (see eslint.config.js).
 */
export { useEditor, useEditorState } from './state/EditorContext';
export { blocksById, slidePosition } from './model/blocks';
export { SvgIcon } from './toolbar/icons';
export { rememberFidelityReport } from './fidelity/pendingReport';
// The slide renderer, for the shared slide thumbnail (components/SlideThumb.tsx, components/SlidePicture.tsx).
export { BlockView } from './canvas/BlockView';
export { SlideBackgroundLayer, slideBackground } from './canvas/SlideBackground';
export { SurfaceStyles } from './canvas/surfaceStyles';
export { themeVars } from './theme';
