// The editor's working copy of a post: typed blocks as the API has them (DESIGN 5.3), plus the
// conversions to the mutation input and the client-side checks that mirror the server's rules.
import { linksIn, parseMarkup } from './markup';
import { isHttpUrl, recognizeEmbed } from './embeds';

/** A file that has been uploaded (POST /files) or that the post already holds. */
export interface DraftFile {
  /** UploadedFile global id; null for a file an existing post holds when the API did not return its id. */
  id: string | null;
  name: string;
  url: string;
  mimeType: string;
  byteSize: number;
  width?: number | null;
  height?: number | null;
}

export type LeafBlock =
  | { key: string; type: 'paragraph'; text: string }
  | { key: string; type: 'image'; file: DraftFile | null; alt: string }
  | { key: string; type: 'media'; file: DraftFile | null }
  | { key: string; type: 'embed'; url: string }
  | { key: string; type: 'attachment'; file: DraftFile | null };

export type SectionBlock = { key: string; type: 'subscriberOnly'; blocks: LeafBlock[] };
export type DraftBlock = LeafBlock | SectionBlock;
export type LeafType = LeafBlock['type'];
export type BlockType = DraftBlock['type'];

export interface Draft {
  title: string;
  blocks: DraftBlock[];
  isNotice: boolean;
  isSubscriberOnly: boolean;
  isOwnerOnly: boolean;
  requiredPlanId: string | null;
}

export const TITLE_MAX = 100;
export const DEFAULT_POST_LINK_LIMIT = 10;

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `b${Date.now().toString(36)}${counter}`;
}

export function newBlock(type: 'subscriberOnly'): SectionBlock;
export function newBlock<T extends LeafType>(type: T): Extract<LeafBlock, { type: T }>;
export function newBlock(type: BlockType): DraftBlock;
export function newBlock(type: BlockType): DraftBlock {
  const key = newKey();
  switch (type) {
    case 'paragraph':
      return { key, type, text: '' };
    case 'image':
      return { key, type, file: null, alt: '' };
    case 'media':
    case 'attachment':
      return { key, type, file: null };
    case 'embed':
      return { key, type, url: '' };
    case 'subscriberOnly':
      return { key, type, blocks: [newBlock('paragraph')] };
  }
}

export function emptyDraft(): Draft {
  return { title: '', blocks: [newBlock('paragraph')], isNotice: false, isSubscriberOnly: false, isOwnerOnly: false, requiredPlanId: null };
}

/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

function isEmptyLeaf(block: LeafBlock): boolean {
  switch (block.type) {
    case 'paragraph':
      return block.text.trim() === '';
    case 'embed':
      return block.url.trim() === '';
    default:
      return block.file === null;
  }
}

export function isEmptyBlock(block: DraftBlock): boolean {
  return block.type === 'subscriberOnly' ? block.blocks.every(isEmptyLeaf) : isEmptyLeaf(block);
}

/** Span links and embeds count toward Query.postLinkLimit, as on the server. */
export function countLinks(blocks: readonly DraftBlock[]): number {
  let count = 0;
  for (const block of blocks) {
    if (block.type === 'subscriberOnly') count += countLinks(block.blocks);
    else if (block.type === 'paragraph') count += linksIn(block.text).length;
    else if (block.type === 'embed' && block.url.trim()) count += 1;
  }
  return count;
}

export type DraftErrorCode = 'REQUIRED' | 'TITLE_TOO_LONG' | 'POST_LINK_LIMIT' | 'EMBED_UNSUPPORTED' | 'INVALID_URL' | 'FILE_MISSING';

export interface DraftErrors {
  title?: DraftErrorCode;
  content?: DraftErrorCode;
  /** Per-block problems by block key (an embed that is not supported, a link that is not http(s)). */
  blocks: Record<string, DraftErrorCode>;
}

function leafError(block: LeafBlock): DraftErrorCode | null {
  if (block.type === 'embed' && block.url.trim() && !recognizeEmbed(block.url)) return 'EMBED_UNSUPPORTED';
  if (block.type === 'paragraph' && linksIn(block.text).some((href) => !isHttpUrl(href))) return 'INVALID_URL';
  if ((block.type === 'image' || block.type === 'media' || block.type === 'attachment') && block.file && !block.file.id) return 'FILE_MISSING';
  return null;
}

/** The server's rules, checked before sending: title and content required, link limit, URLs, embeds. */
export function validateDraft(draft: Draft, linkLimit: number): DraftErrors {
  const errors: DraftErrors = { blocks: {} };
  const title = draft.title.trim();
  if (!title) errors.title = 'REQUIRED';
  else if (Array.from(title).length > TITLE_MAX) errors.title = 'TITLE_TOO_LONG';
  if (draft.blocks.every(isEmptyBlock)) errors.content = 'REQUIRED';
  else if (countLinks(draft.blocks) > linkLimit) errors.content = 'POST_LINK_LIMIT';
  for (const block of draft.blocks) {
    const leaves = block.type === 'subscriberOnly' ? block.blocks : [block];
    for (const leaf of leaves) {
      const code = leafError(leaf);
      if (code) errors.blocks[leaf.key] = code;
    }
  }
  return errors;
}

export function hasDraftErrors(errors: DraftErrors): boolean {
  return Boolean(errors.title || errors.content || Object.keys(errors.blocks).length);
}

/** PostBlockInput as the mutations take it (exactly one field set). */
export type PostBlockInputValue =
  | { paragraph: { spans: { text: string; bold: boolean; italic: boolean; href: string | null }[] } }
  | { image: { fileId: string; alt: string | null } }
  | { media: { fileId: string } }
  | { attachment: { fileId: string } }
  | { embed: { url: string } }
  | { subscriberOnly: { blocks: PostBlockInputValue[] } };

function leafInput(block: LeafBlock): PostBlockInputValue | null {
  if (isEmptyLeaf(block)) return null;
  switch (block.type) {
    case 'paragraph': {
      // Trailing blank lines are noise; inner line breaks stay part of the paragraph.
      const spans = parseMarkup(block.text.replace(/\s+$/, ''));
      return spans.length ? { paragraph: { spans } } : null;
    }
    case 'image':
      return block.file?.id ? { image: { fileId: block.file.id, alt: block.alt.trim() || null } } : null;
    case 'media':
      return block.file?.id ? { media: { fileId: block.file.id } } : null;
    case 'attachment':
      return block.file?.id ? { attachment: { fileId: block.file.id } } : null;
    case 'embed':
      return { embed: { url: block.url.trim() } };
  }
}

/** The content input: empty blocks are dropped, an empty subscriber-only section too. */
export function toContentInput(blocks: readonly DraftBlock[]): PostBlockInputValue[] {
  const out: PostBlockInputValue[] = [];
  for (const block of blocks) {
    if (block.type === 'subscriberOnly') {
      const inner = block.blocks.map(leafInput).filter((b): b is PostBlockInputValue => b !== null);
      if (inner.length) out.push({ subscriberOnly: { blocks: inner } });
    } else {
      const input = leafInput(block);
      if (input) out.push(input);
    }
  }
  return out;
}

export function hasSubscriberSection(blocks: readonly DraftBlock[]): boolean {
  return blocks.some((block) => block.type === 'subscriberOnly');
}
