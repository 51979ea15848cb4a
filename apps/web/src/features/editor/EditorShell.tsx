/** The editor screen: top bar, canvas with text toolbar and notes, navigator, side panel, dialogs, shortcuts, leave guard. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { Editor } from '@tiptap/react';
import { findSlide, warmValidation } from '@podium/deck';
import { useNotify } from '../../components/notifications';
import type { DialogName } from './actions/types';
import { useShortcuts } from './actions/useShortcuts';
import { preloadTextEditorWhenQuiet } from './canvas/LazyTextEditor';
import { Canvas } from './canvas/Canvas';
import { TextToolbar } from './canvas/TextToolbar';
import { LeaveGuard } from './dialogs/LeaveGuard';
// Power-user and drawing tools load on first use: they are not needed to show or edit a deck.
const EditHtmlDialog = lazy(() => import('./html/EditHtmlDialog').then((m) => ({ default: m.EditHtmlDialog })));
import { ShortcutsDialog } from './dialogs/ShortcutsDialog';
import { ImageDialog, UploadProgress } from './images/ImageDialog';
import { useImageInsert } from './images/useImageInsert';
import { blocksById, slidePosition } from './model/blocks';
import { Navigator } from './navigator/Navigator';
import { BlockPanel } from './panels/BlockPanel';
import { DeckSettingsDialog } from './panels/DeckSettingsDialog';
import { NotesPanel } from './panels/NotesPanel';
import { SlidePanel } from './panels/SlidePanel';
import { whenQuiet } from './state/whenQuiet';
import { EditorContext, useActionContext, useEditor, useEditorState, type EditorContextValue, type EditorUiFull } from './state/EditorContext';
import { ConflictBanner } from './toolbar/SaveStatus';
import { TopBar } from './toolbar/TopBar';
import type { EditorSession } from './useEditorSession';
import './EditorPage.css';

/** Quiet time after opening before the validation schemas are built. */
const VALIDATION_WARM_QUIET_MS = 300;

function KeyboardShortcuts() {
  const { ui } = useEditor();
  useShortcuts(useActionContext(), ui.insertImages as (files: File[]) => void);
  return null;
}

function SidePanel() {
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const selection = useEditorState((s) => s.selection);
  const slide = findSlide(doc, slideId)?.slide;
  if (!slide) return null;
  const blocks = blocksById(doc, slide.id, selection);
  return (
    <aside className="ed-side" aria-label="Properties">
      {blocks.length ? <BlockPanel key={blocks.map((b) => b.id).join()} blocks={blocks} slideId={slide.id} /> : <SlidePanel slide={slide} />}
    </aside>
  );
}

/** The editor UI for a loaded session. */
export function EditorShell({ session, username }: { session: EditorSession; username: string }) {
  const { store, engine } = session;
  const notify = useNotify();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [notesOpen, setNotesOpen] = useState(true);
  const [textEditor, setTextEditor] = useState<Editor | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const images = useImageInsert(store, notify);
  const title = useSyncExternalStore(store.subscribe, () => store.getSnapshot().meta.title);

  // The text editor's code is not needed to show the deck; it is fetched at the first pause, before a first edit.
  useEffect(() => preloadTextEditorWhenQuiet(), []);
  // So are the validation schemas (built on first use, see @podium/deck's schema/lazy.ts): built at the first pause.
  useEffect(() => whenQuiet(warmValidation, VALIDATION_WARM_QUIET_MS), []);

  useEffect(() => {
    engine.onSlugChange = (slug) => navigate(`/${username}/${slug}/edit${window.location.hash}`, { replace: true });
    return () => {
      engine.onSlugChange = null;
    };
  }, [engine, navigate, username]);

  const openTab = useCallback((path: string) => {
    void engine.save(); // the new tab shows what is saved; this gets the latest edits there as soon as possible
    window.open(path, '_blank', 'noopener');
  }, [engine]);

  const ui = useMemo<EditorUiFull>(() => ({
    openDialog: setDialog,
    preview: () => {
      const { h, v } = slidePosition(store.getSnapshot().doc, store.getSnapshot().slideId);
      openTab(`/${username}/${store.model.meta.slug}/fullscreen#/${h}/${v}`);
    },
    present: () => openTab(`/${username}/${store.model.meta.slug}/live`),
    toggleNotes: () => {
      setNotesOpen(true);
      requestAnimationFrame(() => notesRef.current?.focus());
    },
    insertImages: images.insertFiles,
    setTextEditor,
    notify: (message: string) => notify(message, { negative: true }),
  }), [store, username, openTab, images.insertFiles, notify]);

  const value = useMemo<EditorContextValue>(() => ({ store, engine, ui, username }), [store, engine, ui, username]);
  const close = useCallback(() => setDialog(null), []);

  return (
    <EditorContext.Provider value={value}>
      <div className="ed" data-testid="editor">
        <title>{`${title} · Editor · Podium`}</title>
        <TopBar fileInput={fileInput} onFiles={images.insertFiles} />
        <div className="ed-body">
          <div className="ed-main">
            <ConflictBanner />
            {textEditor && <TextToolbar editor={textEditor} />}
            <Canvas />
            <UploadProgress uploads={images.uploads} />
            <NotesPanel open={notesOpen} textareaRef={notesRef} onToggle={() => setNotesOpen((o) => !o)} />
            <Navigator />
          </div>
          <SidePanel />
        </div>
        {/* Mounted only while open: building closed dialogs' contents cost the editor's first render ~40 ms. */}
        {dialog === 'shortcuts' && <ShortcutsDialog open onClose={close} />}
        {dialog === 'settings' && <DeckSettingsDialog open onClose={close} />}
        {dialog === 'image' && <ImageDialog open onClose={close} fileInput={fileInput} onFiles={images.insertFiles} onUrl={images.insertUrl} />}
        {dialog === 'html' && (
          <Suspense fallback={null}>
            <EditHtmlDialog open onClose={close} />
          </Suspense>
        )}
        <KeyboardShortcuts />
        <LeaveGuard />
      </div>
    </EditorContext.Provider>
  );
}
