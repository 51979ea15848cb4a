import { CANVAS_A11Y } from '@podium/shared';

/** The id of the slide on the canvas: the skip link's target. */
export const EDITOR_SLIDE_ID = 'ed-slide';

/**
 * The editor's first Tab stop: a link, shown on focus, that moves focus past the top bar and the navigator to the slide
 * (from there Tab goes through its blocks). Focus is moved by hand: the address keeps no #fragment.
 */
export function SkipToSlide() {
  return (
    <a
      className="skip-link"
      href={`#${EDITOR_SLIDE_ID}`}
      data-testid="skip-to-slide"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(EDITOR_SLIDE_ID)?.focus();
      }}
    >
      {CANVAS_A11Y.skipToSlide}
    </a>
  );
}
