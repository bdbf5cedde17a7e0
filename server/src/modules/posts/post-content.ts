// Post content: typed blocks stored as JSON in Post.content. Input is validated and normalised here;
// reading cuts out what the viewer may not read (subscriber-only parts become a locked block), so
// locked content never leaves the server.
import type { FileKind } from '../../generated/prisma/enums.ts';
import { InvalidInputError } from '../../platform/errors.ts';
import { findUsableFiles, imageUrl, signedFileUrl, type UsableFile } from '../files/files.service.ts';
import { visibleText } from '../../platform/visible-text.ts';

/** How many links (span hrefs and embeds) one post may carry. */
export const POST_LINK_LIMIT = 10;
export const POST_MAX_BLOCKS = 200;
export const POST_MAX_TEXT = 20_000;
export const ALT_MAX = 300;
const HREF_MAX = 2_000;

// ------------------------------------------------------------------ stored shape
export type StoredSpan = { text: string; bold?: boolean; italic?: boolean; href?: string };
export type StoredBlock =
  | { type: 'paragraph'; spans: StoredSpan[] }
  | { type: 'image'; fileId: string; alt?: string; width?: number | null; height?: number | null }
  | { type: 'media'; fileId: string; kind: 'VIDEO' | 'AUDIO'; mimeType: string; name: string }
  | { type: 'embed'; provider: EmbedProvider; url: string }
  | { type: 'attachment'; fileId: string; name: string; byteSize: number; mimeType: string }
  | { type: 'subscriberOnly'; blocks: StoredBlock[] };

export type EmbedProvider = 'YOUTUBE' | 'TWITCH' | 'X';

// ------------------------------------------------------------------ input
export type SpanInput = { text: string; bold?: boolean | null; italic?: boolean | null; href?: string | null };
export type FileInput = { fileId: string; alt?: string | null };
export type BlockInput = {
  paragraph?: { spans: readonly SpanInput[] } | null;
  image?: FileInput | null;
  media?: FileInput | null;
  embed?: { url: string } | null;
  attachment?: FileInput | null;
  subscriberOnly?: { blocks: readonly BlockInput[] } | null;
};

const content = (message: string, code?: ConstructorParameters<typeof InvalidInputError>[2]) =>
  new InvalidInputError('content', message, code);

function httpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** The embeddable providers: YouTube videos and shorts, Twitch channels, videos and clips, X posts. */
export function parseEmbed(raw: string): { provider: EmbedProvider; url: string; embedUrl: string | null } | null {
  const url = httpUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const ytId = /^[A-Za-z0-9_-]{11}$/;
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'music.youtube.com') {
    const id = host === 'youtu.be' ? parts[0] : parts[0] === 'watch' ? url.searchParams.get('v') : parts[0] === 'shorts' || parts[0] === 'live' ? parts[1] : null;
    if (!id || !ytId.test(id)) return null;
    return { provider: 'YOUTUBE', url: `https://www.youtube.com/watch?v=${id}`, embedUrl: `https://www.youtube.com/embed/${id}` };
  }
  const name = /^[A-Za-z0-9_]{1,25}$/;
  if (host === 'clips.twitch.tv' && parts[0] && /^[A-Za-z0-9_-]+$/.test(parts[0])) {
    return { provider: 'TWITCH', url: `https://clips.twitch.tv/${parts[0]}`, embedUrl: `https://clips.twitch.tv/embed?clip=${parts[0]}` };
  }
  if (host === 'twitch.tv') {
    if (parts[0] === 'videos' && /^\d+$/.test(parts[1] ?? '')) {
      return { provider: 'TWITCH', url: `https://www.twitch.tv/videos/${parts[1]}`, embedUrl: `https://player.twitch.tv/?video=${parts[1]}` };
    }
    if (parts.length >= 3 && parts[1] === 'clip' && /^[A-Za-z0-9_-]+$/.test(parts[2])) {
      return { provider: 'TWITCH', url: `https://www.twitch.tv/${parts[0]}/clip/${parts[2]}`, embedUrl: `https://clips.twitch.tv/embed?clip=${parts[2]}` };
    }
    if (parts.length === 1 && name.test(parts[0])) {
      const channel = parts[0].toLowerCase();
      return { provider: 'TWITCH', url: `https://www.twitch.tv/${channel}`, embedUrl: `https://player.twitch.tv/?channel=${channel}` };
    }
    return null;
  }
  if (host === 'x.com' || host === 'twitter.com') {
    if (parts.length >= 3 && name.test(parts[0]) && parts[1] === 'status' && /^\d+$/.test(parts[2])) {
      return { provider: 'X', url: `https://x.com/${parts[0]}/status/${parts[2]}`, embedUrl: null };
    }
  }
  return null;
}

/** Embed URL for a stored embed (recomputed on read so player URLs can change without a migration). */
export function embedUrlOf(url: string): string | null {
  return parseEmbed(url)?.embedUrl ?? null;
}

type FileRef = { fileId: string; kind: FileKind };

/** The uploaded files stored content shows, subscriber-only sections included. */
export function fileIdsOf(blocks: readonly StoredBlock[]): string[] {
  return blocks.flatMap((b) => (b.type === 'subscriberOnly' ? fileIdsOf(b.blocks) : 'fileId' in b ? [b.fileId] : []));
}

/**
 * Validates and normalises post content for `ownerId` (whose files it may use). Throws InvalidInputError
 * with field "content": INVALID_INPUT, REQUIRED, INVALID_URL, POST_LINK_LIMIT, EMBED_UNSUPPORTED, FILE_INVALID.
 */
export async function normalizeContent(ownerId: string, blocks: readonly BlockInput[]): Promise<StoredBlock[]> {
  let links = 0;
  let textLength = 0;
  let count = 0;
  let hasContent = false;
  const files: FileRef[] = [];

  const one = (block: BlockInput, nested: boolean): StoredBlock | null => {
    count += 1;
    if (count > POST_MAX_BLOCKS) throw content(`At most ${POST_MAX_BLOCKS} blocks`);
    const set = (Object.keys(block) as (keyof BlockInput)[]).filter((k) => block[k] != null);
    if (set.length !== 1) throw content('Each block sets exactly one kind');
    if (block.paragraph) {
      const spans: StoredSpan[] = [];
      let lastHref: string | undefined;
      for (const span of block.paragraph.spans) {
        const text = span.text;
        if (!text) continue;
        textLength += [...text].length;
        const out: StoredSpan = { text };
        if (span.bold) out.bold = true;
        if (span.italic) out.italic = true;
        if (span.href != null && span.href.trim() !== '') {
          const url = httpUrl(span.href);
          if (!url || span.href.length > HREF_MAX) throw content('Links must be http(s) addresses', 'INVALID_URL');
          out.href = url.href;
          // A link split into differently styled spans still counts once.
          if (out.href !== lastHref) links += 1;
        }
        lastHref = out.href;
        spans.push(out);
      }
      if (spans.some((s) => visibleText(s.text))) hasContent = true;
      return { type: 'paragraph', spans };
    }
    if (block.embed) {
      const parsed = parseEmbed(block.embed.url);
      if (!parsed) throw content('Only YouTube, Twitch and X links can be embedded', 'EMBED_UNSUPPORTED');
      links += 1;
      hasContent = true;
      return { type: 'embed', provider: parsed.provider, url: parsed.url };
    }
    if (block.subscriberOnly) {
      if (nested) throw content('Subscriber-only sections cannot be nested');
      const inner = block.subscriberOnly.blocks.map((b) => one(b, true)).filter((b): b is StoredBlock => b !== null);
      return { type: 'subscriberOnly', blocks: inner };
    }
    const fileBlock = (block.image ?? block.media ?? block.attachment)!;
    const kind: FileKind = block.image ? 'IMAGE' : block.media ? 'MEDIA' : 'ATTACHMENT';
    const alt = fileBlock.alt?.trim();
    if (alt && [...alt].length > ALT_MAX) throw content(`Alt text is at most ${ALT_MAX} characters`);
    files.push({ fileId: fileBlock.fileId, kind });
    hasContent = true;
    // Filled in from the stored file below.
    if (kind === 'IMAGE') return { type: 'image', fileId: fileBlock.fileId, ...(alt ? { alt } : {}) };
    if (kind === 'MEDIA') return { type: 'media', fileId: fileBlock.fileId, kind: 'VIDEO', mimeType: '', name: '' };
    return { type: 'attachment', fileId: fileBlock.fileId, name: '', byteSize: 0, mimeType: '' };
  };

  const out = blocks.map((b) => one(b, false)).filter((b): b is StoredBlock => b !== null);
  if (textLength > POST_MAX_TEXT) throw content(`The text is at most ${POST_MAX_TEXT} characters`);
  if (!hasContent) throw content('Write something', 'REQUIRED');
  if (links > POST_LINK_LIMIT) throw content(`At most ${POST_LINK_LIMIT} links per post`, 'POST_LINK_LIMIT');

  const found = new Map<string, UsableFile>();
  for (const kind of ['IMAGE', 'MEDIA', 'ATTACHMENT'] as const) {
    const ids = [...new Set(files.filter((f) => f.kind === kind).map((f) => f.fileId))];
    if (ids.length === 0) continue;
    for (const f of await findUsableFiles(ownerId, ids, kind)) found.set(`${kind}:${f.id}`, f);
    if (ids.some((id) => !found.has(`${kind}:${id}`))) throw content('A file is missing or not yours', 'FILE_INVALID');
  }
  const fill = (block: StoredBlock): StoredBlock => {
    switch (block.type) {
      case 'image': {
        const f = found.get(`IMAGE:${block.fileId}`)!;
        return { ...block, width: f.width, height: f.height };
      }
      case 'media': {
        const f = found.get(`MEDIA:${block.fileId}`)!;
        return { ...block, kind: f.mimeType.startsWith('audio/') ? 'AUDIO' : 'VIDEO', mimeType: f.mimeType, name: f.originalName };
      }
      case 'attachment': {
        const f = found.get(`ATTACHMENT:${block.fileId}`)!;
        return { ...block, name: f.originalName, byteSize: f.byteSize, mimeType: f.mimeType };
      }
      case 'subscriberOnly':
        return { ...block, blocks: block.blocks.map(fill) };
      default:
        return block;
    }
  };
  return out.map(fill);
}

// ------------------------------------------------------------------ reading

/** Stored blocks, tolerating the legacy `{ type: 'paragraph', text }` and skipping unknown kinds. */
export function storedBlocks(raw: unknown): StoredBlock[] {
  if (!Array.isArray(raw)) return [];
  const out: StoredBlock[] = [];
  for (const b of raw as Record<string, unknown>[]) {
    if (!b || typeof b !== 'object') continue;
    if (b.type === 'paragraph') {
      if (Array.isArray(b.spans)) out.push({ type: 'paragraph', spans: b.spans as StoredSpan[] });
      else if (typeof b.text === 'string') out.push({ type: 'paragraph', spans: [{ text: b.text }] });
    } else if (b.type === 'subscriberOnly') {
      out.push({ type: 'subscriberOnly', blocks: storedBlocks(b.blocks) });
    } else if (['image', 'media', 'embed', 'attachment'].includes(String(b.type))) {
      out.push(b as StoredBlock);
    }
  }
  return out;
}

export function hasSubscriberSection(raw: unknown): boolean {
  return storedBlocks(raw).some((b) => b.type === 'subscriberOnly');
}

/**
 * What a post stores beside its content (Post.excerpt, Post.hasSubscriberSection), written with every
 * content it is given, so that lists show a preview and the lock without reading the body.
 */
export function contentSummary(raw: unknown, isSubscriberOnly: boolean) {
  return { excerpt: excerptOf(raw, isSubscriberOnly), hasSubscriberSection: hasSubscriberSection(raw) };
}

export type RenderedBlock =
  | { kind: 'ParagraphBlock'; spans: { text: string; bold: boolean; italic: boolean; href: string | null }[] }
  | { kind: 'ImageBlock'; fileId: string; url: string; width: number | null; height: number | null; alt: string | null }
  | { kind: 'MediaBlock'; fileId: string; mediaKind: 'VIDEO' | 'AUDIO'; url: string; mimeType: string; name: string }
  | { kind: 'EmbedBlock'; provider: EmbedProvider; url: string; embedUrl: string | null }
  | { kind: 'AttachmentBlock'; fileId: string; name: string; byteSize: number; mimeType: string; url: string }
  | { kind: 'SubscriberOnlyBlock'; requiredPlanId: string | null; blocks: RenderedBlock[] }
  | { kind: 'LockedBlock'; requiredPlanId: string | null };

/**
 * The content as this viewer may read it. `canRead` says whether they unlock the subscriber-only parts.
 * Signed links are minted only for blocks that are actually sent.
 */
export function renderContent(
  post: { content: unknown; isSubscriberOnly: boolean; requiredPlanId: string | null },
  canRead: boolean,
  now = Date.now(),
): RenderedBlock[] {
  const requiredPlanId = post.requiredPlanId;
  if (post.isSubscriberOnly && !canRead) return [{ kind: 'LockedBlock', requiredPlanId }];
  const render = (b: StoredBlock): RenderedBlock => {
    switch (b.type) {
      case 'paragraph':
        return {
          kind: 'ParagraphBlock',
          spans: b.spans.map((s) => ({ text: String(s.text ?? ''), bold: !!s.bold, italic: !!s.italic, href: s.href ?? null })),
        };
      case 'image':
        return { kind: 'ImageBlock', fileId: b.fileId, url: imageUrl(b.fileId), width: b.width ?? null, height: b.height ?? null, alt: b.alt ?? null };
      case 'media':
        return { kind: 'MediaBlock', fileId: b.fileId, mediaKind: b.kind, url: signedFileUrl(b.fileId, now), mimeType: b.mimeType, name: b.name };
      case 'embed':
        return { kind: 'EmbedBlock', provider: b.provider, url: b.url, embedUrl: embedUrlOf(b.url) };
      case 'attachment':
        return { kind: 'AttachmentBlock', fileId: b.fileId, name: b.name, byteSize: b.byteSize, mimeType: b.mimeType, url: signedFileUrl(b.fileId, now) };
      case 'subscriberOnly':
        return canRead
          ? { kind: 'SubscriberOnlyBlock', requiredPlanId, blocks: b.blocks.filter((x) => x.type !== 'subscriberOnly').map(render) }
          : { kind: 'LockedBlock', requiredPlanId };
    }
  };
  return storedBlocks(post.content).map(render);
}

/** A short plain-text preview from the paragraphs anyone may read; null for subscriber-only posts. */
export function excerptOf(raw: unknown, isSubscriberOnly: boolean, length = 140): string | null {
  if (isSubscriberOnly) return null;
  // The paragraphs joined by spaces, whitespace collapsed: read only until the excerpt is known to be cut
  // (a page of posts makes an excerpt of each, however long the posts are).
  let joined = '';
  let first = true;
  for (const b of storedBlocks(raw)) {
    if (b.type !== 'paragraph') continue;
    joined += (first ? '' : ' ') + b.spans.map((s) => s.text).join('');
    first = false;
    // Collapsing only shortens: test the raw length first. Beyond length + 1 characters the cut is known.
    if (joined.length >= length + 2) {
      const head = joined.replace(/\s+/g, ' ').trimStart();
      if (head.length >= length + 2) return `${head.slice(0, length - 1)}…`;
    }
  }
  const text = joined.replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
