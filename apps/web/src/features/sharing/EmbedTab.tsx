/**
 * The embed tab: width and height (≤ 4 characters, integers, falling back to 1; default 576×420), the embed style
 * (hidden and transparent, byline and share hiding only on paid decks), the iframe snippet, and for a private link
 * the embed-only switch and the domain whitelist (pro/enterprise; saved 1500 ms after typing stops).
 */
import { useId, useRef, useState } from 'react';
import {
  EMBED_DEFAULT_SIZE, EMBED_STYLES, LIMITS, MESSAGES, TIMERS, embedSnippet, embedStyleAllowed, normalizeEmbedWhitelist,
  parseEmbedDimension, shareLinkUrl, type AccessTokenJson, type EmbedStyle,
} from '@podium/shared';
import { Link } from 'react-router';
import { useNotify } from '../../components/notifications';
import { CopyField } from './CopyField';
import { updateAccessToken, type AccessTokenChanges } from '../../api/sharing';
import { useDebouncedSave } from './useDebouncedSave';
import type { ShareTarget } from './shareTarget';

export interface EmbedTabProps {
  target: ShareTarget;
  deckId: number;
  token: AccessTokenJson | null;
  paidDeck: boolean;
  canRestrict: boolean;
  showPromotion: boolean;
  onSaved: (token: AccessTokenJson) => void;
}

/** EmbedTab. */
export function EmbedTab({ target, deckId, token, paidDeck, canRestrict, showPromotion, onSaved }: EmbedTabProps) {
  const ids = useId();
  const [width, setWidth] = useState(String(EMBED_DEFAULT_SIZE.width));
  const [height, setHeight] = useState(String(EMBED_DEFAULT_SIZE.height));
  const [style, setStyle] = useState<EmbedStyle>('dark');
  const [bylineHidden, setBylineHidden] = useState(false);
  const [shareHidden, setShareHidden] = useState(false);
  const url = shareLinkUrl({
    ...target, view: 'embed', token: token?.token ?? null, style: style === 'dark' ? null : style,
    bylineHidden: paidDeck && bylineHidden, shareHidden: paidDeck && shareHidden,
  });
  const snippet = embedSnippet(url, parseEmbedDimension(width), parseEmbedDimension(height));
  const digitsOnly = (value: string) => value.slice(0, LIMITS.embedDimensionMaxChars);

  return (
    <div className="share-tab" data-testid="share-embed-tab">
      <div className="share-grid">
        <label className="share-field">
          <span className="field__label">Width</span>
          <input className="field__input" inputMode="numeric" maxLength={LIMITS.embedDimensionMaxChars} value={width}
            data-testid="embed-width" onChange={(e) => setWidth(digitsOnly(e.target.value))} />
        </label>
        <label className="share-field">
          <span className="field__label">Height</span>
          <input className="field__input" inputMode="numeric" maxLength={LIMITS.embedDimensionMaxChars} value={height}
            data-testid="embed-height" onChange={(e) => setHeight(digitsOnly(e.target.value))} />
        </label>
        <label className="share-field">
          <span className="field__label">Style</span>
          <select className="field__input" value={style} data-testid="embed-style" onChange={(e) => setStyle(e.target.value as EmbedStyle)}>
            {EMBED_STYLES.map((option) => (
              <option key={option} value={option} disabled={!embedStyleAllowed(option, paidDeck)}>
                {option[0]!.toUpperCase() + option.slice(1)}{embedStyleAllowed(option, paidDeck) ? '' : ' (paid plans)'}
              </option>
            ))}
          </select>
        </label>
      </div>
      {paidDeck && (
        <div className="share-row">
          <label className="share-check">
            <input type="checkbox" checked={bylineHidden} onChange={(e) => setBylineHidden(e.target.checked)} data-testid="embed-byline-hidden" />
            Hide byline
          </label>
          <label className="share-check">
            <input type="checkbox" checked={shareHidden} onChange={(e) => setShareHidden(e.target.checked)} data-testid="embed-share-hidden" />
            Hide share button
          </label>
        </div>
      )}
      {showPromotion && (
        <p className="share-promo" data-testid="embed-promotion">
          <Link to="/account/upgrade">Upgrade</Link> to hide the embed footer and use the hidden and transparent styles.
        </p>
      )}
      <CopyField label="Embed code" value={snippet} testId="embed-snippet" multiline />
      {token && <EmbedRestriction key={token.id} ids={ids} deckId={deckId} token={token} canRestrict={canRestrict} onSaved={onSaved} />}
    </div>
  );
}

/** Embed-only switch (saved at once) and domain whitelist (saved after the SPEC debounce), with their messages. */
function EmbedRestriction({ ids, deckId, token, canRestrict, onSaved }: {
  ids: string; deckId: number; token: AccessTokenJson; canRestrict: boolean; onSaved: (token: AccessTokenJson) => void;
}) {
  const notify = useNotify();
  const [embedOnly, setEmbedOnly] = useState(token.embed_only);
  const [whitelist, setWhitelist] = useState(token.embed_domain_whitelist);
  const latest = useRef(whitelist);
  const stored = useRef(token.embed_domain_whitelist);
  const persist = (changes: AccessTokenChanges): Promise<boolean> =>
    updateAccessToken(deckId, token.id, changes).then((saved) => {
      stored.current = saved.embed_domain_whitelist;
      setEmbedOnly(saved.embed_only);
      onSaved(saved);
      notify(MESSAGES.embedRestrictionSaved);
      return true;
    }, () => {
      if (changes.embed_only !== undefined) setEmbedOnly(!changes.embed_only);
      notify(MESSAGES.embedRestrictionFailed, { negative: true });
      return false;
    });
  // The field then shows what the server stored (cleaned; after a failed save, the value stored before), not the raw
  // text: unless more was typed meanwhile, which waits for its own save. A separator typed last stays (as a space), so the next entry is not glued to this one.
  const showStored = (typed: string) => {
    if (latest.current !== typed) return;
    const shown = stored.current && /[\s,;]$/.test(typed) ? `${stored.current} ` : stored.current;
    latest.current = shown;
    setWhitelist(shown);
  };
  const { schedule } = useDebouncedSave(() => {
    const typed = latest.current;
    const cleaned = normalizeEmbedWhitelist(typed);
    if (cleaned === stored.current) showStored(typed);
    else void persist({ embed_domain_whitelist: cleaned }).then(() => showStored(typed));
  }, TIMERS.embedWhitelistSaveDebounceMs);

  return (
    <div className="share-restrict">
      <label className="share-check">
        <input type="checkbox" checked={embedOnly} data-testid="embed-only"
          onChange={(e) => { setEmbedOnly(e.target.checked); void persist({ embed_only: e.target.checked }); }} />
        Embed only (the link works only inside an embed)
      </label>
      {canRestrict ? (
        <label className="share-field" htmlFor={`${ids}-whitelist`}>
          <span className="field__label">Allowed sites</span>
          <input id={`${ids}-whitelist`} className="field__input" value={whitelist} maxLength={LIMITS.embedWhitelistMax}
            placeholder="example.com, *.example.org" data-testid="embed-whitelist"
            onChange={(e) => { latest.current = e.target.value; setWhitelist(e.target.value); schedule(); }} />
          <span className="share-muted">Only these sites may embed this link. Leave empty to allow any site.</span>
        </label>
      ) : (
        <p className="share-muted">Restricting embeds to your own sites needs a Pro or Enterprise plan.</p>
      )}
    </div>
  );
}
