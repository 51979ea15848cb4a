/**
 * "New slide from a layout" in the editor's slide navigator: a small popover with thumbnails of the built-in layouts
 * (drawn in the deck's theme) and of the team's slide templates. Picking one adds the slide after the current one.
 * Team owners and admins can also save the current slide as a team template, or delete one (team/slide_templates).
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addSlideOp, Slide } from '@podium/deck';
import { SLIDE_LAYOUTS, fitSlide, withFreshIds } from '@podium/deck/templates';
import { MESSAGES, type SlideTemplateJson } from '@podium/shared';
import { ApiError } from '../../api/client';
import { createSlideTemplate, deleteSlideTemplate, listSlideTemplates } from '../../api/templates';
import { useNotify } from '../../components/notifications';
import { Prompt } from '../../components/Prompt';
import { useSession } from '../../session/SessionContext';
import { useEditor, useEditorState, slidePosition } from '../editor';
import { LazySlidePicture } from './LazySlidePicture';
import './LayoutPicker.css';

const TEAM_KEY = ['team-slide-templates'] as const;

/** The team's templates for members of a team; an empty list for everyone else. */
function useTeamTemplates(enabled: boolean) {
  return useQuery({
    queryKey: TEAM_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return (await listSlideTemplates(signal)).results;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}

/**
 * Where the popover sits: above the button when the navigator is a strip at the bottom, below it when the navigator
 * is the outline at the top left; kept inside the viewport.
 */
function usePlacement(anchor: HTMLElement | null, open: boolean): CSSProperties {
  // Never `visibility: hidden` at first: the focus moves into the popover before it is placed (before the first paint).
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', left: 8, bottom: 8, width: 520 });
  useLayoutEffect(() => {
    if (!open || !anchor) return;
    const place = () => {
      const r = anchor.getBoundingClientRect();
      const width = Math.min(520, window.innerWidth - 16);
      const left = Math.max(8, Math.min(r.left, window.innerWidth - width - 8));
      setStyle(r.top < window.innerHeight / 2
        ? { position: 'fixed', left, top: r.bottom + 8, width, maxHeight: window.innerHeight - r.bottom - 16 }
        : { position: 'fixed', left, bottom: Math.max(8, window.innerHeight - r.top + 8), width });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor, open]);
  return style;
}

/** LayoutPicker: the navigator button and its popover. */
export function LayoutPicker() {
  const { store } = useEditor();
  const meta = useEditorState((s) => s.meta);
  const { user } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<SlideTemplateJson | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const style = usePlacement(button.current, open);
  const member = !!user?.team && user.membership?.status === 'active';
  const manager = member && user!.membership!.role !== 'member';
  const team = useTeamTemplates(open && member);
  const picture = { color: meta.theme_color, font: meta.theme_font, width: meta.width, height: meta.height };

  const close = (focusButton = true) => {
    setOpen(false);
    setSaving(null);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // Clicks in a dialog (the delete confirmation) belong to the picker too.
      if (target.closest?.('dialog')) return;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // Escape closes it wherever the focus is (the trigger keeps it after a pointer click in some browsers).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      event.stopPropagation();
      close();
    };
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const insert = (slide: Slide) => {
    const snap = store.getSnapshot();
    const op = addSlideOp({ h: slidePosition(snap.doc, snap.slideId).h + 1 }, withFreshIds(slide));
    const result = store.dispatch(op);
    if (!result.ok) notify(result.error.message, { negative: true });
    else store.setSlide(op.slide.id);
    close();
  };

  const save = useMutation({
    mutationFn: (title: string) => createSlideTemplate(title, store.currentSlide()),
    onSuccess: () => {
      notify(MESSAGES.templateSaved);
      setSaving(null);
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
    onError: (error) => notify(error instanceof ApiError && error.status === 422 ? error.message : MESSAGES.failedToSaveTemplate, { negative: true }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSlideTemplate(id),
    onSuccess: () => {
      setDoomed(null);
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
    onError: () => {
      setDoomed(null);
      notify(MESSAGES.failedToDelete, { negative: true });
    },
  });

  return (
    <>
      <button
        ref={button}
        type="button"
        className="ed-tool"
        data-testid="navigator-add-from-layout"
        title="New slide from a layout"
        aria-label="New slide from a layout"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <rect x="3" y="4" width="18" height="14" rx="1.5" />
          <path d="M6 8h7M6 11h12M6 14h9" />
        </svg>
      </button>
      {open && createPortal(
        <div
          ref={panel}
          className="layout-picker"
          role="dialog"
          aria-label="New slide from a layout"
          data-testid="layout-picker"
          style={style}
        >
          <h2 className="layout-picker__heading">Layouts</h2>
          <ul className="layout-picker__grid">
            {SLIDE_LAYOUTS.map((layout) => (
              <li key={layout.id}>
                <button type="button" className="layout-picker__item" data-testid={`layout-${layout.id}`} onClick={() => insert(fitSlide(layout.build(), meta.width, meta.height))}>
                  <span className="layout-picker__thumb" style={{ aspectRatio: `${meta.width} / ${meta.height}` }}>
                    <LazySlidePicture slide={layout.build()} {...picture} width={960} height={700} />
                  </span>
                  <span className="layout-picker__label">{layout.title}</span>
                </button>
              </li>
            ))}
          </ul>
          {member && (
            <section aria-label="Team slide templates">
              <h2 className="layout-picker__heading">Team templates</h2>
              {team.isPending && <p className="layout-picker__note">Loading…</p>}
              {team.isError && <p className="layout-picker__note" role="alert">{MESSAGES.failedToLoadSlideTemplates}</p>}
              {team.data?.length === 0 && <p className="layout-picker__note">No team templates yet.</p>}
              {!!team.data?.length && (
                <ul className="layout-picker__grid">
                  {team.data.map((t) => {
                    const parsed = Slide.safeParse(t.slide);
                    return (
                      <li key={t.id} className="layout-picker__team">
                        <button type="button" className="layout-picker__item" disabled={!parsed.success} data-testid={`team-template-${t.id}`} onClick={() => parsed.success && insert(parsed.data)}>
                          <span className="layout-picker__thumb" style={{ aspectRatio: `${meta.width} / ${meta.height}` }}>
                            <LazySlidePicture slide={t.slide} {...picture} />
                          </span>
                          <span className="layout-picker__label">{t.title}</span>
                        </button>
                        {manager && (
                          <button type="button" className="layout-picker__remove" aria-label={`Delete template ${t.title}`} title="Delete template" onClick={() => setDoomed(t)}>
                            ×
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {manager && (saving === null ? (
                <button type="button" className="layout-picker__save" onClick={() => setSaving('')} data-testid="save-slide-template">
                  Save current slide as a team template
                </button>
              ) : (
                <form className="layout-picker__form" onSubmit={(e) => { e.preventDefault(); save.mutate(saving); }}>
                  <label htmlFor="slide-template-title">Template name</label>
                  <input id="slide-template-title" value={saving} maxLength={200} required autoFocus onChange={(e) => setSaving(e.target.value)} />
                  <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending || !saving.trim()}>Save</button>
                </form>
              ))}
            </section>
          )}
        </div>,
        document.body,
      )}
      <Prompt
        open={doomed !== null}
        title="Delete team template"
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && remove.mutate(doomed.id)}
        testId="delete-slide-template"
      >
        <p>Delete “{doomed?.title}” for everyone in your team? Slides already made from it stay as they are.</p>
      </Prompt>
    </>
  );
}
