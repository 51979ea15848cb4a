/** The link tab: the view type (normal view or fullscreen) and the link to copy, with the selected private link's token. */
import { useState } from 'react';
import { shareLinkUrl, type AccessTokenJson } from '@podium/shared';
import { CopyField } from './CopyField';
import type { ShareTarget } from './shareTarget';

/** LinkTab; a presenter link always opens the presenter view. */
export function LinkTab({ target, token }: { target: ShareTarget; token: AccessTokenJson | null }) {
  const [view, setView] = useState<'show' | 'fullscreen'>('show');
  const presenter = token?.link_type === 'presenter';
  const url = shareLinkUrl({ ...target, view: presenter ? 'live' : view, token: token?.token ?? null });
  return (
    <div className="share-tab" data-testid="share-link-tab">
      {!presenter && (
        <fieldset className="share-radios share-radios--inline">
          <legend>Open as</legend>
          {(['show', 'fullscreen'] as const).map((value) => (
            <label key={value} className="share-check">
              <input type="radio" name="share-view" checked={view === value} onChange={() => setView(value)} data-testid={`share-view-${value}`} />
              {value === 'show' ? 'Normal view' : 'Fullscreen'}
            </label>
          ))}
        </fieldset>
      )}
      <CopyField label={presenter ? 'Presenter link' : 'Link'} value={url} testId="share-url" />
    </div>
  );
}
