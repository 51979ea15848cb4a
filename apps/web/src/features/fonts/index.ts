/** Theme fonts, loaded on demand. */
export { loadThemeFont } from './themeFonts';
