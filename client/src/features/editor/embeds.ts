// Recognises the embed URLs the server accepts (EmbedBlockInput): YouTube (watch?v=, youtu.be/, /shorts/),
// Twitch (a channel, videos/<id> or a clip) and X (x.com|twitter.com/<user>/status/<id>). The editor uses it
// to preview an embed and to refuse an unsupported link before sending (EMBED_UNSUPPORTED).

export type EmbedProvider = 'YOUTUBE' | 'TWITCH' | 'X';

export interface EmbedInfo {
  provider: EmbedProvider;
  /** iframe src for the preview; null for X (shown as a link card). */
  embedUrl: string | null;
  /** A short label: the video id, channel or "@user". */
  label: string;
}

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtube(url: URL): EmbedInfo | null {
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(shorts|embed|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'YOUTUBE', embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, label: id };
}

function twitch(url: URL, parent: string): EmbedInfo | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'clips.twitch.tv') {
    const slug = url.pathname.slice(1).split('/')[0];
    return slug ? { provider: 'TWITCH', embedUrl: `https://clips.twitch.tv/embed?clip=${encodeURIComponent(slug)}&parent=${parent}`, label: slug } : null;
  }
  if (host !== 'twitch.tv') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'videos' && /^\d+$/.test(parts[1] ?? '')) {
    return { provider: 'TWITCH', embedUrl: `https://player.twitch.tv/?video=${parts[1]}&parent=${parent}&autoplay=false`, label: parts[1] };
  }
  if (parts[1] === 'clip' && parts[2]) {
    return { provider: 'TWITCH', embedUrl: `https://clips.twitch.tv/embed?clip=${encodeURIComponent(parts[2])}&parent=${parent}`, label: parts[2] };
  }
  if (parts.length === 1 && /^[A-Za-z0-9_]{3,25}$/.test(parts[0])) {
    return { provider: 'TWITCH', embedUrl: `https://player.twitch.tv/?channel=${parts[0]}&parent=${parent}&autoplay=false`, label: parts[0] };
  }
  return null;
}

function x(url: URL): EmbedInfo | null {
  const host = url.hostname.replace(/^(www|mobile)\./, '');
  if (host !== 'x.com' && host !== 'twitter.com') return null;
  const match = /^\/([A-Za-z0-9_]{1,15})\/status\/(\d+)/.exec(url.pathname);
  return match ? { provider: 'X', embedUrl: null, label: `@${match[1]}` } : null;
}

/** What an embed URL shows, or null when the server would refuse it. */
export function recognizeEmbed(value: string, parent: string = typeof window === 'undefined' ? 'localhost' : window.location.hostname): EmbedInfo | null {
  const url = parse(value);
  if (!url) return null;
  return youtube(url) ?? twitch(url, parent) ?? x(url);
}

/** True for an http(s) URL (span links must be). */
export function isHttpUrl(value: string): boolean {
  return parse(value) !== null;
}
