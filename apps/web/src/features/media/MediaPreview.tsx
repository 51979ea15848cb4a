/**
 * The media preview popup (SPEC §2): the medium large (a video plays its web MP4), its details, the label (SPEC §5:
 * at most 200), its tags (add and remove among the library's media tags, or create one), Insert, and Delete, which
 * first lists the decks that still use it. In the team library it names the uploader, and a member changes only what
 * they uploaded.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIMITS, MESSAGES, counter, formatBytes, genericMessage, type MediaJson, type MediaUploaderJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Prompt } from '../../components/Prompt';
import { useSession } from '../../session/SessionContext';
import {
  createMediaTag, deleteMedium, tagMedia, updateMediumLabel, type MediaInUse, type MediaLibraryScope, type MediaPage,
} from '../../api/media';

interface Props {
  medium: MediaJson;
  scope: MediaLibraryScope;
  tags: MediaPage['tags'];
  /** The caller may create tags in this library. */
  canManageTags: boolean;
  onTagCreated(tag: { id: number; name: string }): void;
  onClose(): void;
  onChanged(medium: MediaJson): void;
  onDeleted(id: number): void;
  onInsert(medium: MediaJson): void;
}

/** A teammate as the team library names them: their name and username, or the username alone. */
const uploaderName = ({ name, username }: MediaUploaderJson) => (name ? `${name} (@${username})` : `@${username}`);

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : genericMessage());

/** The popup. */
export function MediaPreview({ medium, scope, tags, canManageTags, onTagCreated, onClose, onChanged, onDeleted, onInsert }: Props) {
  const { user } = useSession();
  const [label, setLabel] = useState(medium.label ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<MediaInUse | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [addTag, setAddTag] = useState('');
  const [newTag, setNewTag] = useState('');
  const canEdit = medium.can_edit ?? true;
  const count = counter(label.length, LIMITS.mediaLabelMax);

  const saveLabel = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onChanged(await updateMediumLabel(medium.id, label, scope));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const changeTag = async (tagId: number, remove: boolean, created?: { id: number; name: string }) => {
    setError(null);
    try {
      const ids = await tagMedia(tagId, [medium.id], remove, scope);
      const tag = created ?? tags.find((t) => t.id === tagId);
      const has = ids.includes(medium.id);
      const others = medium.tags.filter((t) => t.id !== tagId);
      onChanged({ ...medium, tags: has && tag ? [...others, { id: tag.id, name: tag.name }].sort((a, b) => a.name.localeCompare(b.name)) : others });
      setAddTag('');
    } catch (e) {
      setError(errorText(e));
    }
  };

  const createTag = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await createMediaTag(newTag, scope);
      onTagCreated(created);
      setNewTag('');
      await changeTag(created.id, false, created);
    } catch (e) {
      setError(errorText(e));
    }
  };

  const remove = async (force: boolean) => {
    setDeleting(true);
    setError(null);
    try {
      const blocked = await deleteMedium(medium.id, force, scope);
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
            {canEdit && <Button variant="danger" onClick={() => setConfirming(true)} testId="media-delete">Delete</Button>}
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
          {medium.uploader && (
            <p className="media-preview__facts muted" data-testid="media-uploader">
              Uploaded by {medium.uploader.id === user?.id ? 'you' : uploaderName(medium.uploader)}
            </p>
          )}
          {medium.status === 'failed' && <p className="field__error">{medium.error ?? MESSAGES.mediaProcessingFailed}</p>}
          {canEdit ? (
            <form className="media-preview__label" onSubmit={(e) => void saveLabel(e)}>
              <label className="field__label" htmlFor="media-label">Label</label>
              <div className="row">
                <input id="media-label" className="field__input" value={label} maxLength={LIMITS.mediaLabelMax} data-testid="media-label"
                  aria-describedby="media-label-counter" onChange={(e) => setLabel(e.target.value)} />
                <Button type="submit" size="sm" loading={saving} disabled={label === (medium.label ?? '')}>Save</Button>
              </div>
              <span id="media-label-counter" className={`field__counter${count.negative ? ' is-negative' : ''}`}>{count.text}</span>
            </form>
          ) : (
            <div className="media-preview__label">
              <span className="field__label">Label</span>
              <p className="media-preview__readonly">{medium.label ?? 'Untitled'}</p>
              <p className="muted media-preview__note" data-testid="media-read-only">{MESSAGES.teamMediaUploaderOnly}</p>
            </div>
          )}
          <div className="media-preview__tags">
            <span className="field__label">Tags</span>
            <ul className="media-preview__tag-list" data-testid="media-tags">
              {medium.tags.map((t) => (
                <li key={t.id} className="media-preview__tag">
                  {t.name}
                  {canEdit && <button type="button" aria-label={`Remove tag ${t.name}`} onClick={() => void changeTag(t.id, true)}>×</button>}
                </li>
              ))}
              {medium.tags.length === 0 && <li className="muted">No tags</li>}
            </ul>
            {canEdit && untagged.length > 0 && (
              <div className="row">
                <label className="visually-hidden" htmlFor="media-add-tag">Add a tag</label>
                <select id="media-add-tag" className="field__input" value={addTag} data-testid="media-add-tag" onChange={(e) => setAddTag(e.target.value)}>
                  <option value="">Add a tag…</option>
                  {untagged.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
                </select>
                <Button size="sm" disabled={!addTag} onClick={() => void changeTag(Number(addTag), false)}>Add</Button>
              </div>
            )}
            {canEdit && canManageTags && (
              <form className="row" onSubmit={(e) => void createTag(e)}>
                <label className="visually-hidden" htmlFor="media-new-tag">New tag</label>
                <input id="media-new-tag" className="field__input" placeholder="New tag" value={newTag} maxLength={LIMITS.tagNameMax}
                  data-testid="media-new-tag" onChange={(e) => setNewTag(e.target.value)} />
                <Button type="submit" size="sm" disabled={!newTag.trim()} testId="media-new-tag-submit">Create and add</Button>
              </form>
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
        <p>The file is removed from {scope === 'team' ? 'the team library' : 'your library'} and its storage is freed.</p>
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
