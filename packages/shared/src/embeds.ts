/**
 * SPEC §5 embeds: video-site and CodePen links converted to their embed URLs, and the source of pasted iframe HTML.
 * Pure string functions (no DOM, no network) so the editor, the renderer and the server agree.
 */
import { MESSAGES } from './messages.js';

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'loom', 'wistia', 'dailymotion', 'codepen'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** Names shown to people (the unknown-link message lists them). */
export const VIDEO_PROVIDER_LABELS: Readonly<Record<VideoProvider, string>> = {
  youtube: 'YouTube', vimeo: 'Vimeo', loom: 'Loom', wistia: 'Wistia', dailymotion: 'Dailymotion', codepen: 'CodePen',
};

export interface VideoEmbed {
  provider: VideoProvider;
  /** The provider's embed URL without playback options. */
  url: string;
}

export interface VideoOptions {
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  controls: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

function parseUrl(input: string): URL | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Host without `www.` / `m.` and lowercased. */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m)\./, '');
}

/** `1m30s`, `90s` or `90` → seconds (YouTube's `t` parameter); undefined when unreadable. */
export function youtubeSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function youtube(url: URL, host: string, parts: string[]): VideoEmbed | null {
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = youtubeSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return { provider: 'youtube', url: `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}` };
}

function vimeo(url: URL, host: string, parts: string[]): VideoEmbed | null {
  const at = host === 'player.vimeo.com' ? (parts[0] === 'video' ? 1 : -1) : parts.findIndex((p) => /^\d+$/.test(p));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  // Unlisted videos carry a privacy hash after the id (vimeo.com/123/abc) or as ?h=abc.
  const hash = host === 'player.vimeo.com' ? url.searchParams.get('h') : (parts[at + 1] ?? url.searchParams.get('h'));
  return { provider: 'vimeo', url: `https://player.vimeo.com/video/${id}${hash && /^[a-f0-9]{6,32}$/i.test(hash) ? `?h=${hash}` : ''}` };
}

/** The embed URL for a link from a known video site or CodePen; null for anything else. */
export function videoEmbed(input: string): VideoEmbed | null {
  const url = parseUrl(input);
  if (!url) return null;
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  if (['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'music.youtube.com'].includes(host)) return youtube(url, host, parts);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeo(url, host, parts);
  if (host === 'loom.com' && ['share', 'embed'].includes(parts[0] ?? '') && TOKEN.test(parts[1] ?? '')) {
    return { provider: 'loom', url: `https://www.loom.com/embed/${parts[1]}` };
  }
  if ((host.endsWith('.wistia.com') || host === 'wistia.com' || host === 'fast.wistia.net') && TOKEN.test(parts.at(-1) ?? '')
    && (parts[0] === 'medias' || parts.slice(0, 2).join('/') === 'embed/iframe' || parts.slice(0, 2).join('/') === 'embed/medias')) {
    return { provider: 'wistia', url: `https://fast.wistia.net/embed/iframe/${parts.at(-1)}` };
  }
  if (host === 'dailymotion.com' || host === 'dai.ly') {
    const id = host === 'dai.ly' ? parts[0] : parts[0] === 'video' ? parts[1] : parts[0] === 'embed' && parts[1] === 'video' ? parts[2] : undefined;
    return id && /^[a-z0-9]{5,12}$/i.test(id) ? { provider: 'dailymotion', url: `https://www.dailymotion.com/embed/video/${id}` } : null;
  }
  if (host === 'codepen.io' && parts.length >= 3 && ['pen', 'embed', 'full', 'details'].includes(parts[1]!) && TOKEN.test(parts[0]!) && TOKEN.test(parts[2]!)) {
    return { provider: 'codepen', url: `https://codepen.io/${parts[0]}/embed/${parts[2]}?default-tab=result` };
  }
  return null;
}

/** Whether a URL points straight at a video file the browser can play (http(s), by extension). */
export function isVideoFileUrl(input: string): boolean {
  const url = parseUrl(input);
  return Boolean(url && /^https?:\/\//i.test(input.trim()) && /\.(mp4|m4v|webm|ogv|ogg|mov)$/i.test(url.pathname));
}

/** The embed URL with the provider's parameters for autoplay, loop, muted and controls (CodePen has none). */
export function embedWithOptions(embed: VideoEmbed, options: VideoOptions): string {
  // A stored document may pair a provider with a non-URL source (e.g. an uploaded file's /media path): keep it as is.
  if (!URL.canParse(embed.url)) return embed.url;
  const url = new URL(embed.url);
  const set = (key: string, value: string | number) => url.searchParams.set(key, String(value));
  const { autoplay, loop, muted, controls } = options;
  switch (embed.provider) {
    case 'youtube':
      if (autoplay) set('autoplay', 1);
      if (muted) set('mute', 1);
      // YouTube loops a single video only as a playlist of itself.
      if (loop) { set('loop', 1); set('playlist', url.pathname.split('/').pop()!); }
      if (!controls) set('controls', 0);
      break;
    case 'vimeo':
    case 'dailymotion':
      if (autoplay) set('autoplay', 1);
      if (muted) set(embed.provider === 'vimeo' ? 'muted' : 'mute', 1);
      if (loop) set('loop', 1);
      if (!controls) set('controls', 0);
      break;
    case 'loom':
      if (autoplay) set('autoplay', 1);
      if (muted) set('muted', 1);
      break;
    case 'wistia':
      if (autoplay) set('autoPlay', 'true');
      if (muted) set('muted', 'true');
      if (loop) set('endVideoBehavior', 'loop');
      if (!controls) set('controlsVisibleOnLoad', 'false');
      break;
    case 'codepen':
      break;
  }
  return url.toString();
}

/** The provider of an embed URL this module produced (reading stored documents back); null otherwise. */
export function embedProvider(url: string): VideoProvider | null {
  const found = videoEmbed(url);
  return found ? found.provider : null;
}

/**
 * The source of pasted iframe HTML, or the URL itself when a plain http(s) URL is pasted. Errors carry the message
 * to show: SPEC §5 "Unable to find iframe source attribute…" for HTML without a src, "Please enter a valid URL" else.
 */
export function iframeSource(input: string): { src: string } | { error: string } {
  const text = input.trim();
  if (text.startsWith('<')) {
    const tag = /<iframe\b[^>]*>/i.exec(text)?.[0] ?? '';
    const m = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const src = decodeEntities((m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim());
    if (!src) return { error: MESSAGES.iframeSourceMissing };
    return iframeSource(src.startsWith('//') ? `https:${src}` : src);
  }
  const url = parseUrl(text);
  const looksLikeUrl = /^https?:\/\//i.test(text) || /^[\w-]+(\.[\w-]+)+([/?#:]|$)/.test(text);
  if (!url || !looksLikeUrl) return { error: MESSAGES.invalidUrl };
  return { src: url.toString() };
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
