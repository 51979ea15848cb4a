/** A user's picture, or their initials on a colour derived from the username when there is none. */
import './Avatar.css';

const AVATAR_COLORS = ['#2f4ac0', '#1c6b34', '#a23b72', '#8a4b08', '#0b6e79', '#5b3cc4', '#b42318'];

function initials(name: string): string {
  const words = name.trim().split(/[\s_-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function colorFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length]!;
}

/** Avatar; decorative when `alt` is empty (the name is printed next to it). */
export function Avatar({ username, name, src, size = 40, alt = '' }: { username: string; name?: string | null; src?: string | null; size?: number; alt?: string }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src) return <img className="avatar" src={src} alt={alt} style={style} />;
  return (
    <span className="avatar avatar--initials" style={{ ...style, background: colorFor(username) }} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initials(name || username)}
    </span>
  );
}
