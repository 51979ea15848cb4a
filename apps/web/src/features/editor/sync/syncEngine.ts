/**
 * Saving: autosave every TIMERS.autosaveMs, an unsaved-changes check every TIMERS.unsavedChangesCheckMs, each save
 * bounded by TIMERS.deckSaveTimeoutMs (SPEC §9). Unacknowledged work is mirrored to the IndexedDB outbox after every
 * change. A 409 (someone else saved) or a `deck-saved` from the realtime channel pulls the newer version and rebases
 * the pending ops onto it; ops that no longer apply are reported, never silently dropped.
 */
import type { Op, ValidateResult } from '@podium/deck';
import { COEDIT_MESSAGES, MESSAGES, TIMERS, type DeckRole } from '@podium/shared';
import { ApiError } from '../../../api/client';
import type { Notify } from '../../../components/notifications';
import type { DroppedOp } from '../model/docModel';
import type { EditorStore } from '../state/store';
import { fetchEditorDeck, saveDeck, type EditorDeck } from '../../../api/decks';
import { fetchStatus } from '../../../api/users';
import type { Outbox } from './outbox';
import { connectRealtime, type RealtimeConnection } from './realtime';
import { CoeditSession, type Lost } from './coeditSession';
import type { PresenceHub } from '../presence/presenceHub';
import { TextCursorRelay } from './textCursors';
import { readServerDocument } from './serverDocument';

const HEARTBEAT_MS = 10_000;
const FIELD_KEYS_WITH_MESSAGES = ['title', 'slug'];

const OP_NAMES: Partial<Record<Op['type'], string>> = {
  'deck.block.move': 'a move', 'deck.block.resize': 'a resize', 'deck.block.rotate': 'a rotation', 'deck.block.update': 'a block edit',
  'deck.block.delete': 'a deletion', 'deck.block.add': 'a new block', 'deck.block.arrange': 'an arrangement', 'deck.block.lock': 'a lock',
  'deck.block.group': 'a grouping', 'deck.block.ungroup': 'an ungrouping', 'deck.slide.notes': 'speaker notes', 'deck.slide.set': 'slide settings',
  'deck.slide.move': 'a slide move', 'deck.slide.add': 'a new slide', 'deck.slide.delete': 'a slide deletion', 'deck.slide.duplicate': 'a slide copy',
};

/** A human summary of ops that could not be kept (what kind of change, not just how many). */
export function droppedMessage(dropped: readonly DroppedOp[]): string {
  const n = dropped.length;
  const kinds = [...new Set(dropped.map((d) => OP_NAMES[d.op.type] ?? 'an edit'))].join(', ');
  return `${MESSAGES.staleVersion} ${n === 1 ? 'One of your changes' : `${n} of your changes`} (${kinds}) touched content that was changed or removed there and could not be applied.`;
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Keeps one deck's store in sync with the server. */
export class SyncEngine {
  private queue: Promise<unknown> = Promise.resolve();
  private saving = false;
  private remoteVersion = 0;
  private timers: number[] = [];
  private realtime: RealtimeConnection | null = null;
  private unsubscribe: (() => void) | null = null;
  private outboxScheduled = false;
  private stopped = false;
  private discarded = false;
  /** Called when the viewer's role on the deck changed or was removed (collaborators); the engine has stopped. */
  onAccessChanged: ((role: DeckRole | null) => void) | null = null;
  /** Called when the server ended this browser's session (a deactivated account): the engine has stopped. */
  onSignedOut: (() => void) | null = null;
  /** Called after a save changed the slug (the URL follows). */
  onSlugChange: ((slug: string) => void) | null = null;
  /** Co-editing: ops over the realtime channel once it is joined (whole-document saves until then). */
  readonly coedit: CoeditSession;
  /** Who else is in the deck (set by the editor before start). */
  presence: PresenceHub | null = null;
  /** Carets inside text blocks, between the people editing them. */
  readonly textCursors: TextCursorRelay;

  constructor(private readonly store: EditorStore, private readonly outbox: Outbox, private readonly notify: Notify) {
    this.coedit = new CoeditSession(store, () => this.realtime, (dropped) => this.tellDropped(dropped), (lost) => this.tellLost(lost));
    this.textCursors = new TextCursorRelay(() => this.realtime);
  }

  /** The realtime connection (presence sends through it). */
  get connection(): RealtimeConnection | null {
    return this.realtime;
  }

  private tellLost({ what, userId }: Lost): void {
    const name = this.presence?.getSnapshot().peers.find((p) => p.user_id !== null && p.user_id === userId)?.name ?? COEDIT_MESSAGES.someone;
    this.notify(what === 'slide' ? COEDIT_MESSAGES.slideDeleted(name) : COEDIT_MESSAGES.blockDeleted(name), { negative: true });
  }

  private tellDropped(dropped: readonly DroppedOp[]): void {
    const message = droppedMessage(dropped);
    this.store.setConflict(message);
    this.notify(message, { negative: true });
  }

  /** Start timers, listeners and the realtime channel. */
  start(): void {
    this.stopped = false;
    // Document and field changes arrive through the store's one subscription, marked by a new `change` object.
    let seen = this.store.getSnapshot().change;
    this.unsubscribe = this.store.subscribe(() => {
      const { change } = this.store.getSnapshot();
      if (change === seen || !change) return;
      seen = change;
      this.scheduleOutbox();
      if (change.kind === 'local') {
        this.coedit.pump();
        this.updateStatus();
      }
    });
    this.timers.push(
      window.setInterval(() => void this.save(), TIMERS.autosaveMs),
      window.setInterval(() => this.updateStatus(), TIMERS.unsavedChangesCheckMs),
      window.setInterval(() => void this.outbox.beat(), HEARTBEAT_MS),
    );
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.realtime = connectRealtime(this.deckId, {
      onJoined: ({ seq, canEdit, rejoin }) => {
        this.coedit.joined(seq, canEdit);
        if (rejoin && !this.coedit.active) void this.pull();
        this.presence?.joined();
      },
      onSaved: (version) => this.onRemoteSave(version),
      onOps: (message) => this.coedit.remote(message),
      onPresence: (peer) => this.presence?.update(peer),
      onPresenceLeft: (id) => this.presence?.remove(id),
      onTextCursor: (blockId, update) => this.textCursors.receive(blockId, update),
      onDown: () => {
        this.presence?.clear();
        this.updateStatus();
      },
      onAccessChanged: (role) => {
        this.stop();
        this.onAccessChanged?.(role);
      },
      onClosedByServer: () => void this.checkSignedIn(),
    });
    this.presence?.start();
    this.updateStatus();
    if (this.store.model.dirty) void this.save();
  }

  /** Stop everything (the editor unmounts). */
  stop(): void {
    this.stopped = true;
    this.timers.forEach((t) => window.clearInterval(t));
    this.timers = [];
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.realtime?.close();
    this.realtime = null;
    this.coedit.stop();
    this.presence?.stop();
    this.unsubscribe?.();
  }

  /** After the server closed the channel: when the session is gone too, the editor closes (nothing could be saved). */
  private async checkSignedIn(): Promise<void> {
    if (this.stopped) return;
    const signedIn = await fetchStatus().catch(() => true);
    if (signedIn || this.stopped) return;
    this.stop();
    this.onSignedOut?.();
  }

  private get deckId(): number {
    return this.store.model.meta.id;
  }

  private onOnline = (): void => {
    this.updateStatus();
    void this.pull().then(() => this.save());
  };

  private onOffline = (): void => this.updateStatus();

  private onRemoteSave(version: number): void {
    this.remoteVersion = Math.max(this.remoteVersion, version);
    // Our own save also announces itself; it is only someone else's when it is newer than what we have after saving.
    if (!this.saving && version > this.store.model.version) void this.pull();
  }

  /** Status from the model: the 1500 ms check and every local change run this. */
  private updateStatus(): void {
    const busy = this.saving || this.store.model.sending;
    if (!busy && !this.store.hasUnsaved) return this.store.setStatus('saved');
    // Offline wins over "Saving…": an op sent over a socket the browser has not yet noticed is dead waits for its retry.
    if (navigator.onLine === false) return this.store.setStatus('offline');
    if (busy) return this.store.setStatus('saving');
    this.store.setStatus(this.store.getSnapshot().status === 'offline' ? 'offline' : 'unsaved');
  }

  private scheduleOutbox(): void {
    if (this.outboxScheduled) return;
    this.outboxScheduled = true;
    queueMicrotask(() => {
      this.outboxScheduled = false;
      if (this.discarded) return;
      const m = this.store.model;
      void this.outbox.write(m.version, m.pending, m.pendingBases, m.pendingFields);
    });
  }

  /** Save now if there is anything to save; resolves true when everything is acknowledged. */
  save(): Promise<boolean> {
    return this.serial(() => this.saveLoop());
  }

  /** Fetch the latest version and rebase onto it when it is newer than ours. */
  pull(): Promise<void> {
    return this.serial(async () => {
      try {
        await this.pullNow();
      } catch {
        /* offline or failing: the next save or remote event tries again */
      }
    });
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async saveLoop(): Promise<boolean> {
    for (let attempt = 0; attempt < 3 && !this.stopped; attempt += 1) {
      const model = this.store.model;
      if (this.coedit.active) {
        this.coedit.pump();
        if (Object.keys(model.pendingFields).length === 0) {
          this.updateStatus();
          return !model.dirty;
        }
      } else if (!model.dirty) {
        if (this.remoteVersion > model.version) await this.pullNow().catch(() => undefined);
        this.updateStatus();
        return true;
      }
      if (navigator.onLine === false) {
        this.store.setStatus('offline');
        return false;
      }
      const outcome = await this.saveOnce();
      if (outcome === 'saved') continue; // edits made during the save are saved on the next pass
      if (outcome === 'conflict') {
        await this.pullNow();
        continue;
      }
      return false;
    }
    this.updateStatus();
    return !this.store.model.dirty;
  }

  private async saveOnce(): Promise<'saved' | 'conflict' | 'failed'> {
    const model = this.store.model;
    const snapshot = model.snapshot();
    // Co-editing sends content as ops; then a save carries deck fields only.
    const fieldsOnly = this.coedit.active;
    const body = { ...snapshot.fields, version: snapshot.version, ...(snapshot.opCount > 0 && !fieldsOnly ? { document: snapshot.doc } : {}) };
    this.saving = true;
    this.store.setStatus('saving');
    try {
      const saved = await saveDeck(this.deckId, body, AbortSignal.timeout(TIMERS.deckSaveTimeoutMs));
      const slugBefore = model.serverMeta.slug;
      if (fieldsOnly) model.acknowledgeFields(snapshot, saved);
      else model.acknowledge(snapshot, saved);
      this.store.refresh('remote');
      if (fieldsOnly) this.coedit.versionMoved();
      if (saved.slug !== slugBefore) this.onSlugChange?.(saved.slug);
      if (this.store.getSnapshot().conflict === MESSAGES.failedToSave) this.store.setConflict(null);
      return 'saved';
    } catch (error) {
      return this.saveFailed(error);
    } finally {
      this.saving = false;
    }
  }

  private saveFailed(error: unknown): 'conflict' | 'failed' {
    if (error instanceof ApiError && error.status === 409) return 'conflict';
    if (isNetworkError(error)) {
      this.store.setStatus('offline');
      return 'failed';
    }
    this.store.setStatus('unsaved');
    if (error instanceof ApiError && error.status === 422) {
      const fieldErrors: Record<string, string> = {};
      for (const key of FIELD_KEYS_WITH_MESSAGES) {
        const message = error.fieldErrors[key]?.[0];
        if (message) fieldErrors[key] = message;
      }
      if (Object.keys(fieldErrors).length) {
        // The refused values go back to the saved ones; the settings panel shows why.
        this.store.model.dropFields(Object.keys(fieldErrors));
        this.store.setFieldErrors(fieldErrors);
        this.store.refresh('local');
        this.notify(Object.values(fieldErrors)[0]!, { negative: true });
        return 'failed';
      }
    }
    if (error instanceof ApiError && error.status === 401) return 'failed'; // the session-expired popup takes over
    this.store.setConflict(MESSAGES.failedToSave);
    this.notify(MESSAGES.failedToSave, { negative: true });
    return 'failed';
  }

  private async pullNow(): Promise<void> {
    const deck = await fetchEditorDeck(this.deckId);
    this.remoteVersion = Math.max(this.remoteVersion, deck.version);
    if (deck.version <= this.store.model.version) return;
    const parsed = await readServerDocument(deck.document);
    // Checked again: a save may have been acknowledged while an older document's migration code was loading.
    if (deck.version <= this.store.model.version) return;
    this.rebaseOnto(deck, parsed);
  }

  private rebaseOnto(deck: EditorDeck, parsed: ValidateResult): void {
    if (!parsed.ok) {
      this.store.setConflict(MESSAGES.failedToSave);
      return;
    }
    const { document: _document, ...meta } = deck;
    const slugBefore = this.store.model.serverMeta.slug;
    const dropped = this.store.model.rebase(meta, parsed.doc);
    this.store.refresh('remote');
    if (meta.slug !== slugBefore) this.onSlugChange?.(this.store.model.meta.slug);
    if (dropped.length) {
      const message = droppedMessage(dropped);
      this.store.setConflict(message);
      this.notify(message, { negative: true });
    }
  }

  /** Forget unsaved work (the user chose Discard when leaving). */
  async discard(): Promise<void> {
    this.discarded = true;
    this.stop();
    await this.outbox.clear();
  }
}
