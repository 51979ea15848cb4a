/**
 * The team's media tags on `/edit_members#media-tags` (SPEC §7 team/tags update and delete): every tag of the team
 * library with how many media carry it, renamed inline (the shared tag name rule, and the server's "taken") and
 * deleted after a confirmation. Tags are created from a medium's preview in the editor's Team library tab.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, genericMessage, normalizeTagName, validateTagName, type TagJson } from '@podium/shared';
import { ApiError } from '../../api/client';
import { deleteMediaTag, listMediaTags, renameMediaTag } from '../../api/media';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { FormError, TextField } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';

const QUERY_KEY = ['team-media-tags'];

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : genericMessage());
const mediaCount = (count = 0) => (count === 0 ? 'Not used yet' : count === 1 ? 'On 1 medium' : `On ${count} media`);

/** The section; only managers reach the page it is on (TeamGate). */
export function TeamMediaTags() {
  const tags = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => listMediaTags('team', signal) });
  return (
    <section className="card stack" id="media-tags" aria-labelledby="media-tags-heading">
      <h2 id="media-tags-heading">Media tags {tags.data && <span className="muted">({tags.data.total})</span>}</h2>
      <p className="muted">
        Tags sort the images and videos of the team library. Renaming or deleting one changes it on every medium that
        carries it; the media themselves stay.
      </p>
      {tags.isPending ? (
        <Spinner label="Loading media tags" />
      ) : tags.isError ? (
        <p className="alert alert--error" role="alert">{errorText(tags.error)}</p>
      ) : tags.data.results.length === 0 ? (
        <p className="muted" data-testid="team-tags-empty">
          No media tags yet. Create one from a medium&rsquo;s preview in the editor&rsquo;s Team library.
        </p>
      ) : (
        <ul className="team-list" data-testid="team-tags-list">
          {tags.data.results.map((tag) => <TagRow key={tag.id} tag={tag} />)}
        </ul>
      )}
    </section>
  );
}

function TagRow({ tag }: { tag: TagJson }) {
  const client = useQueryClient();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const form = useForm({ name: { required: true, validate: validateTagName, max: LIMITS.tagNameMax } }, { name: tag.name });

  const returnFocus = useRef(false);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // Back to the Rename button once it is rendered again, so keyboard users keep their place (after the render that
  // shows it, however late that render comes: a frame callback could run before it on a busy machine).
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    row.current?.querySelector<HTMLButtonElement>('[data-testid="team-tag-rename"]')?.focus();
  }, [editing]);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteMediaTag(tag.id, 'team');
      notify(`Tag “${tag.name}” deleted`);
      setConfirming(false);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (error) {
      notify(errorText(error), { negative: true });
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li ref={row} className="team-list__row" data-testid="team-tag-row" data-tag={tag.name}>
      {editing ? (
        <form className="team-tag-rename" noValidate aria-label={`Rename tag ${tag.name}`}
          onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); stopEditing(); } }}
          onSubmit={form.onSubmit(async (values) => {
            const name = normalizeTagName(values.name);
            if (name !== tag.name) {
              const saved = await renameMediaTag(tag.id, name, 'team');
              notify(`Tag “${tag.name}” is now “${saved.name}”`);
              await client.invalidateQueries({ queryKey: QUERY_KEY });
            }
            stopEditing();
          })}>
          <TextField {...form.field('name')} label={`New name for “${tag.name}”`} autoFocus testId="team-tag-name" />
          <div className="team-tag-rename__actions">
            <Button type="submit" size="sm" variant="primary" loading={form.submitting} testId="team-tag-save">Save</Button>
            <Button size="sm" variant="ghost" onClick={stopEditing}>Cancel</Button>
          </div>
          <FormError message={form.formError} />
        </form>
      ) : (
        <>
          <div className="team-list__who">
            <strong data-testid="team-tag-name-text">{tag.name}</strong>
            <span className="muted">{mediaCount(tag.count)}</span>
          </div>
          <div className="team-list__actions">
            <Button size="sm" onClick={() => { form.reset({ name: tag.name }); setEditing(true); }} aria-label={`Rename ${tag.name}`} testId="team-tag-rename">
              Rename
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${tag.name}`} testId="team-tag-delete">
              Delete
            </Button>
          </div>
        </>
      )}
      <Prompt open={confirming} title={`Delete the tag “${tag.name}”?`} confirmLabel="Delete tag" confirmVariant="danger" busy={deleting}
        onConfirm={() => void remove()} onCancel={() => setConfirming(false)} testId="team-tag-delete-prompt">
        <p>
          {tag.count
            ? `It comes off ${tag.count === 1 ? 'the medium that carries it' : `all ${tag.count} media that carry it`}, for everyone in the team. The images and videos themselves stay in the team library.`
            : 'No medium carries it, so only the tag itself goes.'}
        </p>
      </Prompt>
    </li>
  );
}
