/**
 * The media preview popup (SPEC §2): the medium large (a video plays its web MP4), its details, the label (SPEC §5:
 * at most 200), its tags (add and remove among the user's media tags), Insert, and Delete, which first lists the decks
 * that still use it.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIMITS, MESSAGES, counter, formatBytes, genericMessage, type MediaJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Prompt } from '../../components/Prompt';
import { useSession } from '../../session/SessionContext';
import { deleteMedium, tagMedia, updateMediumLabel, type MediaInUse, type MediaPage } from '../../api/media';

interface Props {
  medium: MediaJson;
  tags: MediaPage['tags'];
  onClose(): void;
  onChanged(medium: MediaJson): void;
  onDeleted(id: number): void;
  onInsert(medium: MediaJson): void;
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : genericMessage());

/** The popup. */
export function MediaPreview({ medium, tags, onClose, onChanged, onDeleted, onInsert }: Props) {
  const { user } = useSession();
  const [label, setLabel] = useState(medium.label ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<MediaInUse | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [addTag, setAddTag] = useState('');
  const count = counter(label.length, LIMITS.mediaLabelMax);

  const saveLabel = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onChanged(await updateMediumLabel(medium.id, label));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const changeTag = async (tagId: number, remove: boolean) => {
    setError(null);
    try {
      const ids = await tagMedia(tagId, [medium.id], remove);
      const tag = tags.find((t) => t.id === tagId);
      const has = ids.includes(medium.id);
      const others = medium.tags.filter((t) => t.id !== tagId);
      onChanged({ ...medium, tags: has && tag ? [...others, { id: tag.id, name: tag.name }].sort((a, b) => a.name.localeCompare(b.name)) : others });
      setAddTag('');
    } catch (e) {
      setError(errorText(e));
    }
  };

  const remove = async (force: boolean) => {
    setDeleting(true);
    setError(null);
    try {
      const blocked = await deleteMedium(medium.id, force);
      if (blocked) setInUse(blocked);
      else onDeleted(medium.id);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const ready = medium.status === 'ready';
  const video = medium.kind === 'video';
  const untagged = tags.filter((t) => !medium.tags.some((own) => own.id === t.id));
  return (
    <>
      <Dialog
        open
        size="md"
        title="Media preview"
        onCancel={onClose}
        testId="media-preview"
        footer={
          <>
            <Button variant="danger" onClick={() => setConfirming(true)} testId="media-delete">Delete</Button>
            <Button variant="primary" disabled={medium.status === 'failed'} onClick={() => onInsert(medium)} testId="media-insert">Insert</Button>
          </>
        }
      >
        <div className="media-preview">
          <div className="media-preview__stage">
            {video
              ? (ready
                ? <video src={medium.web_url ?? medium.url} poster={medium.poster_url ?? undefined} controls preload="metadata" />
                : <p className="muted">{medium.status === 'failed' ? medium.error : `Converting for the web… ${Math.round(medium.progress * 100)}%`}</p>)
              : <img src={medium.display_url ?? medium.url} alt={medium.label ?? ''} />}
          </div>
          <p className="media-preview__facts muted">
            {[medium.width && medium.height ? `${medium.width} × ${medium.height}` : null, formatBytes(medium.size), medium.content_type].filter(Boolean).join(' · ')}
          </p>
          {medium.status === 'failed' && <p className="field__error">{medium.error ?? MESSAGES.mediaProcessingFailed}</p>}
          <form className="media-preview__label" onSubmit={(e) => void saveLabel(e)}>
            <label className="field__label" htmlFor="media-label">Label</label>
            <div className="row">
              <input id="media-label" className="field__input" value={label} maxLength={LIMITS.mediaLabelMax} data-testid="media-label"
                aria-describedby="media-label-counter" onChange={(e) => setLabel(e.target.value)} />
              <Button type="submit" size="sm" loading={saving} disabled={label === (medium.label ?? '')}>Save</Button>
            </div>
            <span id="media-label-counter" className={`field__counter${count.negative ? ' is-negative' : ''}`}>{count.text}</span>
          </form>
          <div className="media-preview__tags">
            <span className="field__label">Tags</span>
            <ul className="media-preview__tag-list">
              {medium.tags.map((t) => (
                <li key={t.id} className="media-preview__tag">
                  {t.name}
                  <button type="button" aria-label={`Remove tag ${t.name}`} onClick={() => void changeTag(t.id, true)}>×</button>
                </li>
              ))}
              {medium.tags.length === 0 && <li className="muted">No tags</li>}
            </ul>
            {untagged.length > 0 && (
              <div className="row">
                <label className="visually-hidden" htmlFor="media-add-tag">Add a tag</label>
                <select id="media-add-tag" className="field__input" value={addTag} onChange={(e) => setAddTag(e.target.value)}>
                  <option value="">Add a tag…</option>
                  {untagged.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
                </select>
                <Button size="sm" disabled={!addTag} onClick={() => void changeTag(Number(addTag), false)}>Add</Button>
              </div>
            )}
          </div>
          {error && <p className="field__error" role="alert">{error}</p>}
        </div>
      </Dialog>
      <Prompt
        open={confirming}
        title="Delete this medium?"
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={deleting}
        onConfirm={() => void remove(false)}
        onCancel={() => setConfirming(false)}
      >
        <p>The file is removed from your library and its storage is freed.</p>
      </Prompt>
      <Prompt
        open={Boolean(inUse)}
        title="Still used in decks"
        confirmLabel="Delete anyway"
        confirmVariant="danger"
        busy={deleting}
        testId="media-in-use"
        onConfirm={() => void remove(true).then(() => setInUse(null))}
        onCancel={() => setInUse(null)}
      >
        <p>{inUse?.message}</p>
        <ul>
          {inUse?.decks.map((d) => (
            <li key={d.id}>{user ? <Link to={`/${user.username}/${d.slug}`} target="_blank">{d.title}</Link> : d.title}</li>
          ))}
          {inUse && inUse.otherDecks > 0 && <li>{inUse.otherDecks === 1 ? 'One deck of someone else' : `${inUse.otherDecks} decks of other people`}</li>}
        </ul>
      </Prompt>
    </>
  );
}
