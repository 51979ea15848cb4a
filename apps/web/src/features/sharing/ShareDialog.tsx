/**
 * The sharing dialog (SPEC §2, §4, §6): tabs link, embed and email; the mode (public, private, upgrade-or-publish)
 * follows sharingMode(); private mode lists the deck's private links with their options; an embed-only link shows
 * only the embed tab; upgrade-or-publish turns public after a successful publish.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES, deckRoleCan, isPaid, planPrivileges, presenterLinkOffered, sharingMode, showsEmbedPromotion, visibilityOptions,
  type AccessTokenJson, type DeckJson, type DeckVisibility, type PlanSubject,
} from '@podium/shared';
import { ApiError } from '../../api/client';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';
import { planSubject, useSession } from '../../session/SessionContext';
import { accessTokensKey, listAccessTokens, publishDeck } from '../../api/sharing';
import { useDeckAccess } from './useDeckAccess';
import { SendToPhone } from './SendToPhone';
import { AccessTokenList } from './AccessTokenList';
import { CollaboratorsSection } from './CollaboratorsSection';
import { EmailTab } from './EmailTab';
import { EmbedTab } from './EmbedTab';
import { LinkTab } from './LinkTab';
import { PublishPanel } from './PublishPanel';
import { Tabs } from './Tabs';
import { TokenOptions } from './TokenOptions';
import { shareTargetOf } from './shareTarget';
import './sharing.css';

type TabId = 'link' | 'embed' | 'email';
const TAB_LABELS: Record<TabId, string> = { link: 'Copy Link', embed: 'Embed', email: 'Email' };
const VISIBILITY_LABELS: Record<string, string> = { self: 'Private (only me)', team: 'Team', all: 'Public' };
const FREE: PlanSubject = { account_type: 'default', manually_upgraded: false };

export interface ShareDialogProps {
  deck: DeckJson;
  open: boolean;
  onClose: () => void;
  /** The slide the sharer is on (a deep link is added when it is not the first). */
  slide?: { indexh: number; indexv: number };
  /** Opened from the live deck view, where presenter links are offered to enterprise owners too. */
  inLiveView?: boolean;
  /** Visibility (and perhaps slug) changed. */
  onVisibilityChanged?: (deck: { visibility: DeckVisibility; slug: string }) => void;
}

/** ShareDialog. */
export function ShareDialog(props: ShareDialogProps) {
  if (!props.open) return null;
  return <ShareDialogBody {...props} />;
}

function ShareDialogBody({ deck, onClose, slide, inLiveView = false, onVisibilityChanged }: ShareDialogProps) {
  const { user } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [visibility, setVisibility] = useState<DeckVisibility>(deck.visibility);
  const [slug, setSlug] = useState(deck.slug);
  const [tab, setTab] = useState<TabId>('link');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const isOwner = Boolean(user && user.id === deck.user.id);
  const plan = user ? planSubject(user) : FREE;
  // The viewer's role; the deck's managers (owner, admin) also get what the owner's plan allows.
  const access = useDeckAccess(deck.id, { retry: false });
  const manage = access.data?.manage;
  const manager = isOwner || Boolean(manage);
  // Visibility, private links and the embed whitelist follow the owner's plan, whoever manages them.
  const ownerPlan = isOwner ? plan : manage?.owner_plan ?? plan;
  const teamAllowsPublic = isOwner ? user?.team?.allow_public_decks ?? true : manage?.team_allows_public_decks ?? true;
  // Someone other than a manager who can see a restricted deck is in the owner's team (or a collaborator).
  const { mode, emailTab } = sharingMode({ isOwner: manager, visibility, user: ownerPlan, isTeamMember: !manager && visibility !== 'all' && Boolean(user) });

  const tokens = useQuery({
    queryKey: accessTokensKey(deck.id),
    queryFn: ({ signal }) => listAccessTokens(deck.id, signal),
    enabled: mode === 'private' && manager,
    retry: false,
    // View counts move while the dialog is closed: every opening shows fresh ones.
    refetchOnMount: 'always',
  });
  // Texting the link (POST sms) is for people who may present the deck; the server checks it again.
  const canText = Boolean(user && access.data && deckRoleCan(access.data.role, 'present'));
  const list = tokens.data ?? [];
  const selected = list.find((t) => t.id === selectedId) ?? list[0] ?? null;
  const setList = (update: (previous: AccessTokenJson[]) => AccessTokenJson[]) =>
    queryClient.setQueryData<AccessTokenJson[]>(accessTokensKey(deck.id), (previous) => update(previous ?? []));

  const changed = (next: { visibility: DeckVisibility; slug: string }) => {
    setVisibility(next.visibility);
    setSlug(next.slug);
    onVisibilityChanged?.(next);
  };
  const changeVisibility = (next: DeckVisibility) => {
    publishDeck(deck.id, next).then((result) => { notify(result.notice); changed(result.deck); },
      () => notify(MESSAGES.failedToChangeVisibility, { negative: true }));
  };

  // "share-link" stands for this dialog itself (SPEC §4); the current visibility stays selectable even if no longer offered.
  const offered = visibilityOptions(ownerPlan, teamAllowsPublic).filter((o): o is DeckVisibility => o !== 'share-link');
  if (!offered.includes(visibility)) offered.push(visibility);
  const target = shareTargetOf({ ...deck, slug }, slide);
  const activeToken = mode === 'private' ? selected : null;
  const tabs: TabId[] = activeToken?.embed_only ? ['embed'] : emailTab ? ['link', 'embed', 'email'] : ['link', 'embed'];
  const activeTab = tabs.includes(tab) ? tab : tabs[0]!;

  // Until a collaborator's role is known the dialog does not know what to offer them.
  if (!isOwner && access.isPending && user) {
    return <Dialog open title="Share" onCancel={onClose} testId="share-dialog" size="md"><Spinner label="Loading…" /></Dialog>;
  }
  return (
    <Dialog open title="Share" onCancel={onClose} testId="share-dialog" size="md">
      <div className={`share-dialog share-dialog--${mode}`} data-mode={mode}>
        {manager && mode !== 'upgrade-or-publish' && (
          <label className="share-visibility">
            <span className="field__label">Visibility</span>
            <select className="field__input" value={visibility} data-testid="share-visibility"
              onChange={(e) => changeVisibility(e.target.value as DeckVisibility)}>
              {offered.map((option) => (
                <option key={option} value={option} disabled={option === 'self' && !planPrivileges(ownerPlan).privateDecks}>
                  {option === 'self' && !isOwner ? 'Private' : VISIBILITY_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        )}
        {user && <CollaboratorsSection deckId={deck.id} />}
        {mode === 'upgrade-or-publish' ? (
          <PublishPanel deckId={deck.id} onPublished={changed} canUpgrade={isOwner} />
        ) : (
          <>
            {mode === 'private' && manager && (
              tokens.isPending ? <Spinner label="Loading links…" /> : tokens.isError ? (
                <p className="alert alert--error" role="alert" data-testid="share-tokens-error">
                  {tokens.error instanceof ApiError && tokens.error.status === 401 ? MESSAGES.noLongerSignedIn : tokens.error.message}
                </p>
              ) : (
                <div className="share-private">
                  <AccessTokenList deckId={deck.id} tokens={list} selectedId={selected?.id ?? null}
                    canDelete={Boolean(user?.privileges.deleteTokens)} onSelect={setSelectedId}
                    onCreated={(token) => { setList((prev) => [...prev, token]); setSelectedId(token.id); }}
                    onDeleted={(id) => { setList((prev) => prev.filter((t) => t.id !== id)); if (selectedId === id) setSelectedId(null); }} />
                  {selected && (
                    <TokenOptions key={selected.id} deckId={deck.id} token={selected}
                      privileges={user?.privileges ?? { notifyViaEmail: false }} presenterOffered={presenterLinkOffered(ownerPlan, inLiveView)}
                      onSaved={(saved) => setList((prev) => prev.map((t) => (t.id === saved.id ? saved : t)))} />
                  )}
                </div>
              )
            )}
            {mode === 'private' && !activeToken && (
              <p className="share-muted" data-testid="share-private-note">
                {manager ? 'This deck is private: create a private link to share it.' : 'Only people with access to this deck (its team or its collaborators) can open this link.'}
              </p>
            )}
            <Tabs tabs={tabs.map((id) => ({ id, label: TAB_LABELS[id] }))} active={activeTab} onChange={setTab}>
              {activeTab === 'link' && <LinkTab target={target} token={activeToken} />}
              {activeTab === 'link' && canText && (mode !== 'private' || activeToken) && activeToken?.link_type !== 'presenter' && (
                <SendToPhone deckId={deck.id} link="deck" accessTokenId={activeToken?.id ?? null} />
              )}
              {activeTab === 'embed' && (
                <EmbedTab target={target} deckId={deck.id} token={activeToken} paidDeck={manager && isPaid(ownerPlan)}
                  canRestrict={planPrivileges(ownerPlan).embedWhitelist} showPromotion={showsEmbedPromotion(isOwner, plan)}
                  onSaved={(saved) => setList((prev) => prev.map((t) => (t.id === saved.id ? saved : t)))} />
              )}
              {activeTab === 'email' && <EmailTab deckId={deck.id} user={user} accessTokenId={activeToken?.id ?? null} />}
            </Tabs>
          </>
        )}
      </div>
    </Dialog>
  );
}
