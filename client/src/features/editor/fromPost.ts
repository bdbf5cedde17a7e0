// An existing post's content (as the API returns it to its author) → the editor's draft blocks.
import { newKey, type DraftBlock, type LeafBlock } from './draft';
import { spansToMarkup } from './markup';

type Span = { readonly text: string; readonly bold: boolean; readonly italic: boolean; readonly href?: string | null };

/** The block shapes PostEditor_post selects (structural, so the generated types fit). */
export type ContentLeaf =
  | { readonly __typename: 'ParagraphBlock'; readonly spans: readonly Span[] }
  | { readonly __typename: 'ImageBlock'; readonly url: string; readonly width?: number | null; readonly height?: number | null; readonly alt?: string | null; readonly fileId?: string | null }
  | { readonly __typename: 'MediaBlock'; readonly url: string; readonly mimeType: string; readonly name: string; readonly fileId?: string | null }
  | { readonly __typename: 'EmbedBlock'; readonly url: string }
  | { readonly __typename: 'AttachmentBlock'; readonly url: string; readonly name: string; readonly byteSize: number; readonly mimeType: string; readonly fileId?: string | null }
  | { readonly __typename: string };

export type ContentBlock = ContentLeaf | { readonly __typename: 'SubscriberOnlyBlock'; readonly blocks: readonly ContentLeaf[] };

function leaf(block: ContentLeaf): LeafBlock | null {
  const key = newKey();
  switch (block.__typename) {
    case 'ParagraphBlock': {
      const b = block as Extract<ContentLeaf, { __typename: 'ParagraphBlock' }>;
      return { key, type: 'paragraph', text: spansToMarkup(b.spans) };
    }
    case 'ImageBlock': {
      const b = block as Extract<ContentLeaf, { __typename: 'ImageBlock' }>;
      return { key, type: 'image', alt: b.alt ?? '', file: { id: b.fileId ?? null, name: b.alt ?? '', url: b.url, mimeType: 'image/webp', byteSize: 0, width: b.width, height: b.height } };
    }
    case 'MediaBlock': {
      const b = block as Extract<ContentLeaf, { __typename: 'MediaBlock' }>;
      return { key, type: 'media', file: { id: b.fileId ?? null, name: b.name, url: b.url, mimeType: b.mimeType, byteSize: 0 } };
    }
    case 'AttachmentBlock': {
      const b = block as Extract<ContentLeaf, { __typename: 'AttachmentBlock' }>;
      return { key, type: 'attachment', file: { id: b.fileId ?? null, name: b.name, url: b.url, mimeType: b.mimeType, byteSize: b.byteSize } };
    }
    case 'EmbedBlock': {
      const b = block as Extract<ContentLeaf, { __typename: 'EmbedBlock' }>;
      return { key, type: 'embed', url: b.url };
    }
    default:
      // LockedBlock never reaches the author; anything unknown is left out rather than guessed.
      return null;
  }
}

export function draftBlocksFromContent(content: readonly ContentBlock[]): DraftBlock[] {
  const out: DraftBlock[] = [];
  for (const block of content) {
    if (block.__typename === 'SubscriberOnlyBlock' && 'blocks' in block) {
      const inner = (block.blocks as readonly ContentLeaf[]).map(leaf).filter((b): b is LeafBlock => b !== null);
      out.push({ key: newKey(), type: 'subscriberOnly', blocks: inner });
    } else {
      const converted = leaf(block as ContentLeaf);
      if (converted) out.push(converted);
    }
  }
  return out;
}
