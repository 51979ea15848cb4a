/**
 * Leaving with unsaved changes: in-app navigation asks "There are unsaved changes. Do you want to save?" with Cancel,
 * Discard and Save changes (SPEC §8); closing or reloading the tab gets the browser's own warning.
 */
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { MESSAGES } from '@podium/shared';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useNotify } from '../../../components/notifications';
import { useEditor } from '../state/EditorContext';

/** Blocks navigation away from the editor while anything is unsaved. */
export function LeaveGuard() {
  const { store, engine, username } = useEditor();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(({ nextLocation }) => {
    // Following a rename of this deck is not leaving it.
    const here = `/${username}/${store.model.meta.slug}/edit`.toLowerCase();
    return store.hasUnsaved && nextLocation.pathname.toLowerCase() !== here;
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.hasUnsaved) return;
      event.preventDefault();
      event.returnValue = MESSAGES.unsavedChanges.text;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  if (blocker.state !== 'blocked') return null;
  const text = MESSAGES.unsavedChanges;
  return (
    <Dialog
      open
      title="Unsaved changes"
      testId="unsaved-changes-dialog"
      onCancel={() => blocker.reset()}
      footer={
        <>
          <Button onClick={() => blocker.reset()}>{text.cancel}</Button>
          <Button
            variant="danger"
            testId="unsaved-discard"
            onClick={() => {
              void engine.discard().then(() => blocker.proceed());
            }}
          >
            {text.discard}
          </Button>
          <Button
            variant="primary"
            testId="unsaved-save"
            loading={saving}
            data-autofocus
            onClick={async () => {
              setSaving(true);
              // Text still being typed becomes an op when its editor closes.
              store.setEditing(null);
              await new Promise((resolve) => window.setTimeout(resolve, 0));
              const saved = await engine.save();
              setSaving(false);
              if (saved) blocker.proceed();
              else notify(MESSAGES.failedToSave, { negative: true });
            }}
          >
            {text.save}
          </Button>
        </>
      }
    >
      <p>{text.text}</p>
    </Dialog>
  );
}
