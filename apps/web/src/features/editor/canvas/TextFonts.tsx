/**
 * Loads the theme fonts that the deck's text names with the toolbar's font family (the deck's own font is loaded by
 * SurfaceStyles). Each slide is read once (slides are immutable, so an edit re-reads only the slides it changed), at
 * an idle moment; a face shows as soon as its files arrive.
 */
import { useEffect } from 'react';
import { listSlides, type SlideFields } from '@podium/deck';
import { loadThemeFont } from '../../fonts';
import { useEditorState } from '../state/EditorContext';
import { themeFontsIn } from './textTypography';

const read = new WeakMap<SlideFields, readonly string[]>();

function fontsOf(slide: SlideFields): readonly string[] {
  let fonts = read.get(slide);
  if (!fonts) {
    fonts = themeFontsIn(JSON.stringify(slide.blocks ?? []));
    read.set(slide, fonts);
  }
  return fonts;
}

/** Renders nothing; keeps the fonts the text uses loaded. */
export function TextFonts() {
  const doc = useEditorState((s) => s.doc);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      const fonts = new Set(listSlides(doc).flatMap(({ slide }) => fontsOf(slide)));
      fonts.forEach((font) => void loadThemeFont(font));
    }, { timeout: 1500 });
    return () => cancel(handle);
  }, [doc]);
  return null;
}
