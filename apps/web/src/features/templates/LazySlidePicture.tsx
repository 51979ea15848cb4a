/** The shared SlidePicture behind React.lazy, with a plain frame in the theme's background while the renderer loads. */
import { lazy, Suspense, useMemo } from 'react';
import { deckTheme, SlideFields } from '@podium/deck';
import type { SlidePictureProps } from '../../components/SlidePicture';
import './SlidePicture.css';

const SlidePicture = lazy(() => import('../../components/SlidePicture'));

/** A slide picture; `slide` is parsed with the deck schema first (anything unreadable shows the empty frame). */
export function LazySlidePicture({ slide, ...rest }: Omit<SlidePictureProps, 'slide' | 'className' | 'testId'> & { slide: unknown }) {
  const parsed = useMemo(() => SlideFields.safeParse(slide), [slide]);
  const fallback = <div className="slide-picture" style={{ background: deckTheme(rest.color, rest.font).background }} />;
  if (!parsed.success) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SlidePicture slide={parsed.data} className="slide-picture" {...rest} />
    </Suspense>
  );
}
