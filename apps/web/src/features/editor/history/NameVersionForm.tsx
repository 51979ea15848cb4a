/** "Name this version": names the deck's current content (saving pending edits first) so retention keeps it. */
import { useState, type FormEvent } from 'react';
import { MESSAGES, REVISIONS } from '@podium/shared';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../api/client';
import { nameVersion } from '../../../api/revisions';
import { useEditor } from '../state/EditorContext';

/** NameVersionForm: a button that opens a one-field form. */
export function NameVersionForm({ deckId, onNamed }: { deckId: number; onNamed: () => void }) {
  const { engine } = useEditor();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return <Button size="sm" block testId="history-name-open" onClick={() => setOpen(true)}>Name this version</Button>;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (!(await engine.save())) throw new Error(MESSAGES.failedToSave);
      await nameVersion(deckId, name);
      notify('Version named');
      setOpen(false);
      setName('');
      onNamed();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fieldErrors.name?.[0] ?? failure.message : failure instanceof Error ? failure.message : String(failure);
      setError(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ed-history__name" onSubmit={(event) => void submit(event)} data-testid="history-name-form">
      <TextField
        id="history-version-name" name="name" label="Version name" value={name} error={error} max={REVISIONS.nameMax}
        autoFocus required onChange={(event) => setName(event.target.value)} testId="history-name-input"
      />
      <div className="ed-history__row">
        <Button size="sm" onClick={() => { setOpen(false); setError(null); }}>Cancel</Button>
        <Button size="sm" variant="primary" type="submit" loading={busy} testId="history-name-save">Save name</Button>
      </div>
    </form>
  );
}
