/** Every action with a shortcut, grouped, straight from the registry (so the list cannot drift from the bindings). */
import { Dialog } from '../../../components/Dialog';
import { ACTIONS } from '../actions/deckActions';
import { formatShortcut } from '../actions/shortcuts';
import type { ActionGroup } from '../actions/types';

const GROUPS: ActionGroup[] = ['Edit', 'Arrange', 'Align', 'Slides', 'Deck', 'Help'];

/** The shortcuts dialog. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Keyboard shortcuts" onCancel={onClose} testId="shortcuts-dialog" size="md">
      <div className="ed-shortcuts">
        {GROUPS.map((group) => {
          const list = ACTIONS.filter((a) => a.group === group && a.shortcut?.length && !a.hidden);
          if (!list.length) return null;
          return (
            <section key={group}>
              <h3>{group}</h3>
              <dl>
                {list.map((a) => (
                  <div key={a.id} className="ed-shortcuts__row" data-action={a.id}>
                    <dt>{a.label}</dt>
                    <dd>
                      {(a.displayShortcut ?? a.shortcut!).map((s) => (
                        <kbd key={s}>{formatShortcut(s)}</kbd>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
        <p className="muted">Double-click a text block to edit it. Drag with Shift to keep proportions, Alt to move without snapping.</p>
        <p className="muted">
          In the slide list: Alt+Arrow keys move the focused slide (into and out of stacks); Ctrl+click or Shift+click picks
          several slides to delete, duplicate, hide or drag together.
        </p>
      </div>
    </Dialog>
  );
}
