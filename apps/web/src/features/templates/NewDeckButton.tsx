/**
 * "New deck": a link to /{username}/new (a blank deck) that, for users with the deck template selector (SPEC §6:
 * the `deckTemplateSelector` privilege, unless the team's deck_templates_mode is disabled), opens the Deck templates
 * popup instead. Ctrl, meta or shift click bypasses the popup: the browser follows the link as it would any other.
 * The header's main menu entry uses the same behaviour through `useDeckTemplatesPopup`.
 */
import { lazy, Suspense, useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { deckTemplateSelectorOn } from '@podium/shared';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { useSession } from '../../session/SessionContext';

const DeckTemplatesDialog = lazy(() => import('./DeckTemplatesDialog'));

/** Whether a click asks the browser for something else than "open here" (new tab or window, download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * The popup for the signed-in user: `onNewDeckClick` goes on a New deck link's click (it prevents the navigation
 * and opens the popup when the selector is on and the click is a plain one); `popup` is rendered beside the link.
 */
export function useDeckTemplatesPopup(): { selector: boolean; onNewDeckClick(event: MouseEvent): void; popup: ReactNode } {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const selector = !!user && deckTemplateSelectorOn({ privileges: user.privileges, deck_templates_mode: user.team?.deck_templates_mode ?? null });
  const onNewDeckClick = useCallback((event: MouseEvent) => {
    if (!selector || isModifiedClick(event)) return;
    event.preventDefault();
    setOpen(true);
  }, [selector]);
  const popup = open && user ? createPortal(
    <Suspense fallback={null}>
      <DeckTemplatesDialog user={user} onClose={() => setOpen(false)} />
    </Suspense>,
    document.body,
  ) : null;
  return { selector, onNewDeckClick, popup };
}

export interface NewDeckButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/** NewDeckButton (the signed-in user's; nothing when signed out). */
export function NewDeckButton({ variant = 'primary', size, className, testId, children = 'New deck' }: NewDeckButtonProps) {
  const { user } = useSession();
  const { selector, onNewDeckClick, popup } = useDeckTemplatesPopup();
  if (!user) return null;
  return (
    <>
      <ButtonLink
        to={`/${user.username}/new`}
        variant={variant}
        {...(size ? { size } : {})}
        {...(className ? { className } : {})}
        {...(testId ? { testId } : {})}
        onClick={onNewDeckClick}
        aria-haspopup={selector ? 'dialog' : undefined}
      >
        {children}
      </ButtonLink>
      {popup}
    </>
  );
}
