/** The editor screen: top bar, canvas with text toolbar and notes, navigator, side panel, dialogs, shortcuts, leave guard. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { findSlide, warmValidation } from '@podium/deck';
import { COLLABORATOR_MESSAGES, COLLABORATOR_ROLE_LABELS, deckRoleCan, type DeckRole, type MediaJson } from '@podium/shared';
import { useNotify } from '../../components/notifications';
import { useShortcuts } from './actions/useShortcuts';
import { preloadTextEditorWhenQuiet } from './canvas/LazyTextEditor';
import { Canvas } from './canvas/Canvas';
import { BlockMenu } from './canvas/BlockMenu';
import { TextToolbar } from './canvas/TextToolbar';
import { LeaveGuard } from './dialogs/LeaveGuard';
// Power-user and drawing tools load on first use: they are not needed to show or edit a deck.
const EditHtmlDialog = lazy(() => import('./html/EditHtmlDialog').then((m) => ({ default: m.EditHtmlDialog })));
import { ShortcutsDialog } from './dialogs/ShortcutsDialog';
import { FidelityReportDialog } from './fidelity/FidelityReportDialog';
import { SnippetDialogHost } from './blocks/snippet/SnippetDialog';
import { ImageDialog, UploadProgress } from './images/ImageDialog';
import { useImageInsert } from './images/useImageInsert';
import { blocksById, slidePosition } from './model/blocks';
import { Navigator } from './navigator/Navigator';
import { useNavigatorLayout } from './navigator/useNavigatorLayout';
import { BlockPanel } from './panels/BlockPanel';
import { DeckSettingsDialog } from './panels/DeckSettingsDialog';
import { NotesPanel } from './panels/NotesPanel';
import { SlidePanel } from './panels/SlidePanel';
import { whenQuiet } from './state/whenQuiet';
import { EditorContext, useActionContext, useEditor, useEditorState, type EditorContextValue, type EditorUiFull } from './state/EditorContext';
import { ConflictBanner } from './toolbar/SaveStatus';
import { CommentsSideArea, EditorCommentsProvider } from '../comments';
import { TopBar } from './toolbar/TopBar';
import { usePhoneLayout } from './toolbar/usePhoneLayout';
import { HistorySlot } from './history/HistorySlot';
import { AccessibilityPanel } from './accessibility/AccessibilityPanel';
import type { EditorSession } from './useEditorSession';
import { AccessChangedView, SignedOutView } from './AccessChangedView';
import { SkipToSlide } from './canvas/SkipToSlide';
import './EditorPage.css';

/** Quiet time after opening before the validation schemas are built. */
const VALIDATION_WARM_QUIET_MS = 300;

function KeyboardShortcuts() {
  const { ui } = useEditor();
  useShortcuts(useActionContext(), ui.insertImages as (files: File[]) => void);
  return null;
}

/** The properties panel: beside the canvas, or on a phone a bottom sheet while blocks are selected (Done deselects). */
function SidePanel() {
  const { store } = useEditor();
  const phone = usePhoneLayout();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const selection = useEditorState((s) => s.selection);
  const a11yOpen = useEditorState((s) => s.a11yOpen);
  const slide = findSlide(doc, slideId)?.slide;
  if (!slide) return null;
  const blocks = blocksById(doc, slide.id, selection);
  if (phone) {
    // The accessibility check is a sheet of its own and offers the fixes itself: one sheet at a time.
    if (!blocks.length || a11yOpen) return null;
    return (
      <aside className="ed-side ed-side--sheet" aria-label="Properties" data-testid="properties-sheet">
        <div className="ed-sheet__bar">
          <button type="button" className="btn btn--sm btn--secondary" onClick={() => store.select([])} data-testid="properties-sheet-done">
            Done
          </button>
        </div>
        <BlockPanel key={blocks.map((b) => b.id).join()} blocks={blocks} slideId={slide.id} />
      </aside>
    );
  }
  return (
    <aside className="ed-side" aria-label="Properties">
      {blocks.length ? <BlockPanel key={blocks.map((b) => b.id).join()} blocks={blocks} slideId={slide.id} /> : <SlidePanel slide={slide} />}
    </aside>
  );
}

/** Where the keyboard opens the block menu: below the selection's top-left corner (the canvas's when none shows). */
function selectionCorner(): { x: number; y: number } {
  const box = (document.querySelector('[data-testid="editor-selection"]') ?? document.querySelector('[data-testid="editor-canvas"]'))?.getBoundingClientRect();
  return box ? { x: box.left, y: box.top + Math.min(box.height, 24) } : { x: 0, y: 0 };
}

/** The page title follows the deck title. */
function EditorTitle() {
  const title = useEditorState((s) => s.meta.title);
  return <title>{`${title} · Editor · Podium`}</title>;
}

/** The text toolbar, while a text block is edited in place. */
function TextToolbarWhileEditing() {
  const textEditor = useEditorState((s) => s.textEditor);
  return textEditor && <TextToolbar editor={textEditor} />;
}

/** The speaker notes panel, open or folded. */
function Notes({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const { store } = useEditor();
  const open = useEditorState((s) => s.notesOpen);
  return <NotesPanel open={open} textareaRef={textareaRef} onToggle={() => store.setNotesOpen(!store.getSnapshot().notesOpen)} />;
}

interface DialogsProps {
  fileInput: RefObject<HTMLInputElement | null>;
  onMedium: (medium: MediaJson) => void;
  onFiles: (files: File[]) => void;
  onUrl: (url: string) => Promise<string | null>;
  onClose: () => void;
}

/** The open dialog, mounted only while open: building closed dialogs' contents cost the editor's first render ~40 ms. */
function Dialogs({ fileInput, onFiles, onUrl, onMedium, onClose }: DialogsProps) {
  const dialog = useEditorState((s) => s.dialog);
  if (dialog === 'shortcuts') return <ShortcutsDialog open onClose={onClose} />;
  if (dialog === 'settings') return <DeckSettingsDialog open onClose={onClose} />;
  if (dialog === 'image') return <ImageDialog open onClose={onClose} fileInput={fileInput} onFiles={onFiles} onUrl={onUrl} onMedium={onMedium} />;
  if (dialog === 'html') {
    return (
      <Suspense fallback={null}>
        <EditHtmlDialog open onClose={onClose} />
      </Suspense>
    );
  }
  return null;
}

/** The editor UI for a loaded session. */
export function EditorShell({ session, username }: { session: EditorSession; username: string }) {
  const { store, engine } = session;
  const notify = useNotify();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const images = useImageInsert(store, notify);

  // The text editor's code is not needed to show the deck; it is fetched at the first pause, before a first edit.
  useEffect(() => preloadTextEditorWhenQuiet(), []);
  // So are the validation schemas (built on first use, see @podium/deck's schema/lazy.ts): built at the first pause.
  useEffect(() => whenQuiet(warmValidation, VALIDATION_WARM_QUIET_MS), []);

  // A collaborator change re-checked this editor: still an editing role → reconnect; otherwise the editor closes.
  const [revoked, setRevoked] = useState<{ role: DeckRole | null } | null>(null);
  useEffect(() => {
    engine.onAccessChanged = (role) => {
      if (role && deckRoleCan(role, 'edit')) {
        engine.start();
        if (role !== 'owner') notify(COLLABORATOR_MESSAGES.roleChanged('You', COLLABORATOR_ROLE_LABELS[role].label.toLowerCase()));
      } else setRevoked({ role });
    };
    return () => {
      engine.onAccessChanged = null;
    };
  }, [engine, notify]);

  // The server ended the session (a deactivated team member): the editor closes and says why.
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    engine.onSignedOut = () => setSignedOut(true);
    return () => {
      engine.onSignedOut = null;
    };
  }, [engine]);

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

  const [blockMenuAt, setBlockMenuAt] = useState<{ x: number; y: number } | null>(null);
  const closeBlockMenu = useCallback(() => setBlockMenuAt(null), []);

  const ui = useMemo<EditorUiFull>(() => ({
    openDialog: (name) => store.setDialog(name),
    openBlockMenu: (at) => setBlockMenuAt(at ?? selectionCorner()),
    preview: () => {
      const { h, v } = slidePosition(store.getSnapshot().doc, store.getSnapshot().slideId);
      openTab(`/${username}/${store.model.meta.slug}/fullscreen#/${h}/${v}`);
    },
    present: () => openTab(`/${username}/${store.model.meta.slug}/live`),
    exportDeck: () => openTab(`/${username}/${store.model.meta.slug}/export`),
    toggleNotes: () => {
      store.setNotesOpen(true);
      requestAnimationFrame(() => notesRef.current?.focus());
    },
    insertImages: images.insertFiles,
    insertMedium: images.insertMedium,
    notify: (message: string) => notify(message, { negative: true }),
  }), [store, username, openTab, images.insertFiles, images.insertMedium, notify]);

  const navigator = useNavigatorLayout();
  const value = useMemo<EditorContextValue>(() => ({ store, engine, ui, username }), [store, engine, ui, username]);
  const close = useCallback(() => store.setDialog(null), [store]);

  if (signedOut) return <SignedOutView />;
  if (revoked) return <AccessChangedView role={revoked.role} deckPath={`/${username}/${store.model.meta.slug}`} />;
  return (
    // Comments (their own folder) wrap the editor: the top bar's toggle, the navigator's badges and the side panel use them.
    <EditorContext.Provider value={value}><EditorCommentsProvider>
      <div className="ed" data-testid="editor">
        <SkipToSlide />
        <EditorTitle />
        <TopBar fileInput={fileInput} onFiles={images.insertFiles} />
        <div className="ed-body">
          {navigator === 'outline' && <Navigator layout="outline" />}
          <div className="ed-main">
            <ConflictBanner />
            <TextToolbarWhileEditing />
            <Canvas />
            <UploadProgress uploads={images.uploads} />
            <Notes textareaRef={notesRef} />
            {navigator === 'strip' && <Navigator layout="strip" />}
          </div>
          <AccessibilityPanel />
          <HistorySlot><CommentsSideArea><SidePanel /></CommentsSideArea></HistorySlot>
        </div>
        <Dialogs fileInput={fileInput} onFiles={images.insertFiles} onUrl={images.insertUrl} onMedium={images.insertMedium} onClose={close} />
        <KeyboardShortcuts />
        {blockMenuAt && <BlockMenu at={blockMenuAt} onClose={closeBlockMenu} />}
        <LeaveGuard />
        <FidelityReportDialog />
        <SnippetDialogHost />
      </div>
    </EditorCommentsProvider></EditorContext.Provider>
  );
}
