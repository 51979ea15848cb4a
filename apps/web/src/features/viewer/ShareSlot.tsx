/**
 * The show page's Share button. The share dialog (links, embed, e-mail) is its own feature; until it is mounted here,
 * Share copies the deck's link at the current slide.
 */
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';

/** Share: copies `url` (the deck link with the current slide's deep link). */
export function ShareSlot({ url }: { url: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Link copied');
    } catch {
      window.prompt('Copy this link', url);
    }
  };
  return (
    <Button onClick={() => void copy()} testId="deck-share">
      Share
    </Button>
  );
}
