import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { PostBlock_block$key } from '../../../__generated__/PostBlock_block.graphql';
import type { PostBlocks_post$key } from '../../../__generated__/PostBlocks_post.graphql';

// Renders a post's typed content blocks. Locked content never reaches the client: the server sends a
// LockedBlock in its place, so this only has to present it (DESIGN 4 and 5.3).

const Flow = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });
const Paragraph = styled('p', {
  fontSize: '$lg',
  lineHeight: 1.7,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '& a': { color: '$primaryText', textDecoration: 'underline', textUnderlineOffset: 3 },
});
const Figure = styled('figure', {
  margin: 0,
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surface',
  '& img': { display: 'block', width: '100%', height: 'auto', maxHeight: '80vh', objectFit: 'contain' },
  '& video': { display: 'block', width: '100%', maxHeight: '80vh', backgroundColor: '$black' },
  '& figcaption': { padding: '10px 14px', fontSize: '$sm', color: '$textMuted', display: 'flex', alignItems: 'center', gap: '$2' },
  '& audio': { display: 'block', width: '100%', padding: '0 12px 12px' },
});
const EmbedFrame = styled('div', {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surface',
  '& iframe': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
});
const LinkCard = styled('a', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  minWidth: 0,
  '@hover': { '&:hover': { borderColor: '$borderStrong', backgroundColor: '$surfaceRaised' } },
  '& > div': { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 },
  '& strong': { fontSize: '$sm' },
  '& span': { fontSize: '$xs', color: '$textSubtle', truncate: 1 },
});
const ProviderMark = styled('span', {
  size: 40,
  flexShrink: 0,
  borderRadius: '$md',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: '$black',
  color: '$white',
  fontWeight: '$black',
  fontSize: '$lg',
  border: '1px solid $borderStrong',
});
const SubscriberFrame = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid rgba(217, 70, 239, 0.35)',
  background: 'linear-gradient(180deg, rgba(217, 70, 239, 0.07) 0%, rgba(139, 92, 246, 0.03) 100%)',
});
const FrameLabel = styled('p', { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$xs', fontWeight: '$bold', color: '#f0abfc', letterSpacing: '0.02em' });
const Locked = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$3',
  padding: '$7 $5',
  borderRadius: '$lg',
  border: '1px dashed rgba(217, 70, 239, 0.45)',
  background: 'radial-gradient(120% 100% at 50% 0%, rgba(139, 92, 246, 0.18) 0%, rgba(20, 20, 24, 0.9) 70%)',
  '& > p': { color: '$textMuted', fontSize: '$sm', maxWidth: 360 },
});
const LockBadge = styled('span', { size: 52, borderRadius: '$round', display: 'grid', placeItems: 'center', backgroundColor: '$primarySoft', color: '$primaryText' });
const LockedTitle = styled('h3', { fontSize: '$lg', fontWeight: '$bold' });

const SAFE_URL = /^https?:\/\//i;

/** "1.2 MB" in the viewer's locale. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return intl.formatNumber(value, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 });
}

const EMBED_LABEL = { YOUTUBE: 'YouTube', TWITCH: 'Twitch', X: 'X' } as const;

function Block({ block: blockKey }: { block: PostBlock_block$key }) {
  const intl = useIntl();
  const block = useFragment(
    graphql`
      fragment PostBlock_block on PostBlock {
        __typename
        ... on ParagraphBlock {
          spans {
            text
            bold
            italic
            href
          }
        }
        ... on ImageBlock {
          url
          width
          height
          alt
        }
        ... on MediaBlock {
          kind
          url
          mimeType
          name
        }
        ... on EmbedBlock {
          provider
          url
          embedUrl
        }
        ... on AttachmentBlock {
          name
          byteSize
          mimeType
          url
        }
      }
    `,
    blockKey,
  );
  switch (block.__typename) {
    case 'ParagraphBlock':
      return (
        <Paragraph data-block="paragraph">
          {block.spans.map((span, index) => {
            let node: ReactNode = span.text;
            if (span.bold) node = <strong>{node}</strong>;
            if (span.italic) node = <em>{node}</em>;
            if (span.href && SAFE_URL.test(span.href)) {
              node = (
                <a href={span.href} target="_blank" rel="noopener nofollow ugc">
                  {node}
                </a>
              );
            }
            return <span key={index}>{node}</span>;
          })}
        </Paragraph>
      );
    case 'ImageBlock':
      return (
        <Figure data-block="image">
          <img src={block.url} alt={block.alt ?? ''} width={block.width ?? undefined} height={block.height ?? undefined} loading="lazy" decoding="async" />
        </Figure>
      );
    case 'MediaBlock':
      return block.kind === 'VIDEO' ? (
        <Figure data-block="media">
          <video controls preload="metadata" playsInline src={block.url} aria-label={block.name} />
        </Figure>
      ) : (
        <Figure data-block="media">
          <figcaption>
            <Icon name="sparkle" size={16} />
            {block.name}
          </figcaption>
          <audio controls preload="metadata" src={block.url} aria-label={block.name} />
        </Figure>
      );
    case 'EmbedBlock':
      if (block.embedUrl && block.provider !== 'X') {
        return (
          <EmbedFrame data-block="embed">
            <iframe
              src={block.embedUrl}
              title={intl.formatMessage({ id: 'post.block.embedTitle' }, { provider: EMBED_LABEL[block.provider as keyof typeof EMBED_LABEL] ?? '' })}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </EmbedFrame>
        );
      }
      return (
        <LinkCard data-block="embed" href={SAFE_URL.test(block.url) ? block.url : undefined} target="_blank" rel="noopener nofollow ugc">
          <ProviderMark aria-hidden>{block.provider === 'X' ? '𝕏' : (EMBED_LABEL[block.provider as keyof typeof EMBED_LABEL] ?? '?')[0]}</ProviderMark>
          <div>
            <strong>
              <FormattedMessage id="post.block.openOn" values={{ provider: EMBED_LABEL[block.provider as keyof typeof EMBED_LABEL] ?? '' }} />
            </strong>
            <span>{block.url}</span>
          </div>
          <Icon name="chevronRight" size={18} />
        </LinkCard>
      );
    case 'AttachmentBlock':
      return (
        <LinkCard data-block="attachment" href={block.url} download={block.name} rel="noopener">
          <ProviderMark aria-hidden css={{ backgroundColor: '$surfaceRaised', color: '$primaryText' }}>
            <Icon name="document" size={20} />
          </ProviderMark>
          <div>
            <strong>{block.name}</strong>
            <span>{formatBytes(intl, block.byteSize)}</span>
          </div>
          <FormattedMessage id="post.block.download" />
        </LinkCard>
      );
    default:
      return null;
  }
}

/** "For subscribers of <plan> and above" or "For subscribers", with the way to the plans. */
export function LockedNotice({ planName, clubUri }: { planName: string | null | undefined; clubUri: string }) {
  return (
    <Locked data-block="locked" aria-labelledby="locked-title">
      <LockBadge>
        <Icon name="lock" size={24} />
      </LockBadge>
      <LockedTitle id="locked-title">
        {planName ? <FormattedMessage id="post.locked.plan" values={{ plan: planName }} /> : <FormattedMessage id="post.locked.any" />}
      </LockedTitle>
      <p>
        <FormattedMessage id="post.locked.body" />
      </p>
      <ButtonLink to={`/club/${encodeURIComponent(clubUri)}/subscription`} size="small">
        <FormattedMessage id="post.locked.cta" />
      </ButtonLink>
    </Locked>
  );
}

export function PostBlocks({ post: postKey }: { post: PostBlocks_post$key }) {
  const post = useFragment(
    graphql`
      fragment PostBlocks_post on Post {
        club {
          uri
        }
        content {
          __typename
          ...PostBlock_block
          ... on SubscriberOnlyBlock {
            requiredPlan {
              name
            }
            blocks {
              ...PostBlock_block
            }
          }
          ... on LockedBlock {
            requiredPlan {
              name
            }
          }
        }
      }
    `,
    postKey,
  );
  return (
    <Flow data-testid="post-content">
      {post.content.map((block, index) => {
        if (block.__typename === 'LockedBlock') return <LockedNotice key={index} planName={block.requiredPlan?.name} clubUri={post.club.uri} />;
        if (block.__typename === 'SubscriberOnlyBlock') {
          return (
            <SubscriberFrame key={index} data-block="subscriber-only">
              <FrameLabel>
                <Icon name="lock" size={14} />
                {block.requiredPlan ? (
                  <FormattedMessage id="post.block.forPlan" values={{ plan: block.requiredPlan.name }} />
                ) : (
                  <FormattedMessage id="post.block.forSubscribers" />
                )}
              </FrameLabel>
              {(block.blocks ?? []).map((inner, innerIndex) => (
                <Block key={innerIndex} block={inner} />
              ))}
            </SubscriberFrame>
          );
        }
        return <Block key={index} block={block} />;
      })}
    </Flow>
  );
}
