/** Accessible tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, each panel is labelled by its tab. */
import { useRef, type ReactNode } from 'react';

export interface TabSpec<T extends string> { id: T; label: string }

/** Tabs; the tab element ids are exactly the given ids (SPEC §9: link, embed, email); `label` names the tab list. */
export function Tabs<T extends string>({ tabs, active, onChange, children, label = 'Share options' }: {
  tabs: Array<TabSpec<T>>; active: T; onChange: (id: T) => void; children: ReactNode; label?: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const focus = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const current = tabs.findIndex((tab) => tab.id === active);
  return (
    <div className="share-tabs">
      <div className="share-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button key={tab.id} id={tab.id} type="button" role="tab" aria-selected={tab.id === active} aria-controls={`${tab.id}-panel`}
            tabIndex={tab.id === active ? 0 : -1} className={`share-tabs__tab${tab.id === active ? ' is-active' : ''}`}
            ref={(el) => { if (el) refs.current.set(tab.id, el); else refs.current.delete(tab.id); }}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') { e.preventDefault(); focus(current + 1); }
              if (e.key === 'ArrowLeft') { e.preventDefault(); focus(current - 1); }
            }}>
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${active}-panel`} role="tabpanel" aria-labelledby={active} className="share-tabs__panel">
        {children}
      </div>
    </div>
  );
}
