/**
 * The embed footer (SPEC §2 embed page): byline, a share button (the deck's link to copy or open) and a fullscreen
 * button. Styles dark and light; hidden has no footer. Built with plain DOM: the player carries no UI framework.
 */
import type { EmbedFooterConfig, PlayerConfig } from './config';
import type { PlayerExtension, RevealApi } from './extension';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { testId?: string } = {}): HTMLElementTagNameMap[K] {
  const { testId, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (testId) node.dataset.testid = testId;
  return node;
}

/** The deck's link at the current slide (a deep link when not on the first one, like the share dialog builds). */
function currentLink(config: PlayerConfig, reveal: RevealApi): string {
  const { h, v } = reveal.getIndices();
  return h || v ? `${config.deckUrl}#/${h}${v ? `/${v}` : ''}` : config.deckUrl;
}

function sharePanel(config: PlayerConfig, reveal: RevealApi, toggle: HTMLButtonElement): HTMLElement {
  const panel = element('div', { className: 'embed-share', id: 'embed-share', hidden: true, testId: 'embed-share-panel' });
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Share this deck');
  const label = element('label', { textContent: 'Link to this deck', htmlFor: 'embed-share-link' });
  const input = element('input', { id: 'embed-share-link', readOnly: true, type: 'text' });
  input.addEventListener('focus', () => input.select());
  const open = element('a', { textContent: 'Open deck', target: '_blank', rel: 'noopener', className: 'embed-share__open' });
  panel.append(label, input, open);
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
    if (panel.hidden) return;
    input.value = currentLink(config, reveal);
    open.href = input.value;
    input.focus();
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    panel.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  });
  return panel;
}

/** Fullscreen in place when the embedding page allows it, else the deck's fullscreen view in a new tab. */
function fullscreenButton(config: PlayerConfig, reveal: RevealApi): HTMLButtonElement {
  const button = element('button', { type: 'button', className: 'embed-footer__button', textContent: 'Fullscreen', testId: 'embed-fullscreen' });
  button.addEventListener('click', () => {
    const openTab = () => window.open(currentLink(config, reveal).replace(config.deckUrl, `${config.deckUrl}/fullscreen`), '_blank', 'noopener');
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (document.fullscreenEnabled) document.documentElement.requestFullscreen().catch(openTab);
    else openTab();
  });
  return button;
}

function footer(config: PlayerConfig, embed: EmbedFooterConfig, reveal: RevealApi): HTMLElement {
  const bar = element('footer', { className: `embed-footer embed-footer--${embed.style}`, testId: 'embed-footer' });
  const byline = element('div', { className: 'embed-footer__byline' });
  byline.append(element('a', { href: config.deckUrl, target: '_blank', rel: 'noopener', textContent: config.title, className: 'embed-footer__title' }));
  if (embed.byline) {
    byline.append(' by ', element('a', { href: embed.authorUrl, target: '_blank', rel: 'noopener', textContent: embed.author }));
  }
  const actions = element('div', { className: 'embed-footer__actions' });
  if (embed.share) {
    const share = element('button', { type: 'button', className: 'embed-footer__button', textContent: 'Share', testId: 'embed-share' });
    share.setAttribute('aria-expanded', 'false');
    share.setAttribute('aria-controls', 'embed-share');
    actions.append(share, sharePanel(config, reveal, share));
  }
  actions.append(fullscreenButton(config, reveal));
  bar.append(byline, actions);
  return bar;
}

export const embedFooter: PlayerExtension = {
  name: 'embed-footer',
  setup({ config }) {
    if (config.embed && config.embed.style !== 'hidden') document.body.classList.add('has-embed-footer');
  },
  ready(reveal, { config }) {
    if (!config.embed || config.embed.style === 'hidden') return;
    document.body.append(footer(config, config.embed, reveal));
  },
};
