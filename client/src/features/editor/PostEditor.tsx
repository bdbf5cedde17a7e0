// The post editor (/club/{uri}/write, and ?postId= to edit): a title, typed content blocks (paragraph,
// image, media, embed, attachment, and for the owner a subscriber-only section holding blocks), and the
// post's flags. Checks mirror the server's (title and content required, link limit, embeds, URLs).
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { styled } from '../../theme/stitches.config';
import { showToast } from '../../app/toasts';
import type { PostEditor_post$key } from '../../__generated__/PostEditor_post.graphql';
import { resultError } from '../account/errors';
import { Alert, Check, FieldLabel, Help, Muted } from '../../components/FormBits';
import {
  countLinks,
  emptyDraft,
  hasDraftErrors,
  hasSubscriberSection,
  move,
  newBlock,
  TITLE_MAX,
  toContentInput,
  validateDraft,
  type Draft,
  type DraftBlock,
  type DraftErrors,
  type LeafBlock,
  type LeafType,
} from './draft';
import { EmbedField } from './EmbedField';
import { editorMessageId } from './errors';
import { FileBlockField } from './FileBlockField';
import { draftBlocksFromContent, type ContentBlock } from './fromPost';
import { postConnections, useCreatePost } from './hooks/useCreatePost';
import { useUpdatePost } from './hooks/useUpdatePost';
import { ParagraphField } from './ParagraphField';

export interface EditorClub {
  id: string;
  uri: string;
  name: string;
  isOwner: boolean;
  plans: readonly { id: string; name: string; level: number }[];
}

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$5', paddingBottom: '$4' });
const TitleInput = styled('input', {
  width: '100%',
  padding: '$3 0',
  border: 0,
  borderBottom: '1px solid $border',
  backgroundColor: 'transparent',
  color: '$text',
  fontSize: '$2xl',
  fontWeight: '$bold',
  lineHeight: '$tight',
  outline: 'none',
  '&::placeholder': { color: '$textSubtle' },
  '&:focus': { borderBottomColor: 'var(--club-accent, $colors$primary)' },
  '&[aria-invalid="true"]': { borderBottomColor: '$error' },
  '@sm': { fontSize: '$3xl' },
});
const Blocks = styled('ol', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const BlockCard = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '@sm': { padding: '$4' },
  variants: {
    invalid: { true: { borderColor: 'rgba(240, 68, 82, 0.6)' } },
    section: {
      true: {
        borderColor: 'color-mix(in srgb, var(--club-accent, #8b5cf6) 55%, transparent)',
        backgroundColor: 'color-mix(in srgb, var(--club-accent, #8b5cf6) 7%, #141418)',
      },
    },
  },
});
const BlockHead = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '& > span': { flex: 1, display: 'inline-flex', alignItems: 'center', gap: '$2', fontSize: '$xs', fontWeight: '$bold', color: '$textMuted', textTransform: 'uppercase', letterSpacing: '0.04em' },
});
const IconButton = styled('button', {
  border: 0,
  backgroundColor: 'transparent',
  padding: 0,
  size: 32,
  borderRadius: '$sm',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textMuted',
  '&:hover:not([disabled])': { backgroundColor: '$surfaceRaised', color: '$text' },
  '&[disabled]': { opacity: 0.3, cursor: 'not-allowed' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focus' },
});
const AddBar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px dashed $borderStrong',
  '& > p': { width: '100%', fontSize: '$xs', color: '$textSubtle', fontWeight: '$semibold' },
});
const Options = styled('fieldset', {
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  backgroundColor: '$surface',
  '& legend': { px: '$2', fontSize: '$sm', fontWeight: '$bold', color: '$textMuted' },
});
const Select = styled('select', {
  height: '$buttonMedium',
  width: '100%',
  px: '$4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$md',
});
const SubmitBar = styled('div', {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 0 calc(env(safe-area-inset-bottom, 0px) + 12px)',
  background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, #000 30%)',
  '& > span': { fontSize: '$xs', color: '$textSubtle' },
  variants: { over: { true: { '& > span': { color: '$error', fontWeight: '$semibold' } } } },
});

const LEAF_ICON: Record<LeafType | 'subscriberOnly', IconName> = {
  paragraph: 'document',
  image: 'plus',
  media: 'sparkle',
  embed: 'globe',
  attachment: 'receipt',
  subscriberOnly: 'lock',
};
const LEAF_TYPES: LeafType[] = ['paragraph', 'image', 'media', 'embed', 'attachment'];

function BlockControls({ index, count, onMove, onRemove, label }: { index: number; count: number; onMove: (delta: -1 | 1) => void; onRemove: () => void; label: string }) {
  const intl = useIntl();
  return (
    <>
      <IconButton type="button" disabled={index === 0} onClick={() => onMove(-1)} aria-label={intl.formatMessage({ id: 'editor.block.moveUp' }, { block: label, n: index + 1 })}>
        <Icon name="chevronDown" size={18} style={{ transform: 'rotate(180deg)' }} />
      </IconButton>
      <IconButton type="button" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={intl.formatMessage({ id: 'editor.block.moveDown' }, { block: label, n: index + 1 })}>
        <Icon name="chevronDown" size={18} />
      </IconButton>
      <IconButton type="button" onClick={onRemove} aria-label={intl.formatMessage({ id: 'editor.block.remove' }, { block: label, n: index + 1 })}>
        <Icon name="close" size={18} />
      </IconButton>
    </>
  );
}

function AddBlockBar({ onAdd, allowSection, title }: { onAdd: (type: LeafType | 'subscriberOnly') => void; allowSection: boolean; title: ReactNode }) {
  return (
    <AddBar>
      <p>{title}</p>
      {LEAF_TYPES.map((type) => (
        <Button key={type} size="small" variant="secondary" icon={<Icon name={LEAF_ICON[type]} size={16} />} onClick={() => onAdd(type)}>
          <FormattedMessage id={`editor.add.${type}`} />
        </Button>
      ))}
      {allowSection ? (
        <Button size="small" variant="outline" icon={<Icon name="lock" size={16} />} onClick={() => onAdd('subscriberOnly')}>
          <FormattedMessage id="editor.add.subscriberOnly" />
        </Button>
      ) : null}
    </AddBar>
  );
}

function LeafEditor({ block, onChange, error }: { block: LeafBlock; onChange: (block: LeafBlock) => void; error?: string }) {
  const intl = useIntl();
  switch (block.type) {
    case 'paragraph':
      return <ParagraphField label={intl.formatMessage({ id: 'editor.block.paragraph' })} value={block.text} error={error} onChange={(text) => onChange({ ...block, text })} />;
    case 'embed':
      return <EmbedField value={block.url} error={error} onChange={(url) => onChange({ ...block, url })} />;
    case 'image':
      return (
        <FileBlockField kind="image" file={block.file} alt={block.alt} error={error} onChange={(file) => onChange({ ...block, file })} onAltChange={(alt) => onChange({ ...block, alt })} />
      );
    case 'media':
      return <FileBlockField kind="media" file={block.file} error={error} onChange={(file) => onChange({ ...block, file })} />;
    case 'attachment':
      return <FileBlockField kind="attachment" file={block.file} error={error} onChange={(file) => onChange({ ...block, file })} />;
  }
}

function LeafList({
  blocks,
  onChange,
  errors,
}: {
  blocks: LeafBlock[];
  onChange: (blocks: LeafBlock[]) => void;
  errors: Record<string, string>;
}) {
  const intl = useIntl();
  return (
    <Blocks>
      {blocks.map((block, index) => {
        const label = intl.formatMessage({ id: `editor.block.${block.type}` });
        return (
          <BlockCard key={block.key} invalid={Boolean(errors[block.key])} data-testid="editor-block" data-block-type={block.type}>
            <BlockHead>
              <span>
                <Icon name={LEAF_ICON[block.type]} size={14} />
                {label}
              </span>
              <BlockControls
                index={index}
                count={blocks.length}
                label={label}
                onMove={(delta) => onChange(move(blocks, index, delta))}
                onRemove={() => onChange(blocks.filter((b) => b.key !== block.key))}
              />
            </BlockHead>
            <LeafEditor block={block} error={errors[block.key]} onChange={(next) => onChange(blocks.map((b) => (b.key === block.key ? next : b)))} />
          </BlockCard>
        );
      })}
    </Blocks>
  );
}

export function PostEditor({ club, linkLimit, post: postKey }: { club: EditorClub; linkLimit: number; post: PostEditor_post$key | null }) {
  const post = useFragment(
    graphql`
      fragment PostEditor_post on Post {
        id
        title
        isNotice
        isSubscriberOnly
        isOwnerOnly
        requiredPlan {
          id
        }
        content {
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
            fileId
            url
            width
            height
            alt
          }
          ... on MediaBlock {
            fileId
            url
            mimeType
            name
          }
          ... on EmbedBlock {
            url
          }
          ... on AttachmentBlock {
            fileId
            url
            name
            byteSize
            mimeType
          }
          ... on SubscriberOnlyBlock {
            blocks {
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
                fileId
                url
                width
                height
                alt
              }
              ... on MediaBlock {
                fileId
                url
                mimeType
                name
              }
              ... on EmbedBlock {
                url
              }
              ... on AttachmentBlock {
                fileId
                url
                name
                byteSize
                mimeType
              }
            }
          }
        }
      }
    `,
    postKey,
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const initial = useMemo<Draft>(() => {
    if (!post) return emptyDraft();
    const blocks = draftBlocksFromContent(post.content as readonly ContentBlock[]);
    return {
      title: post.title,
      blocks: blocks.length ? blocks : emptyDraft().blocks,
      isNotice: post.isNotice,
      isSubscriberOnly: post.isSubscriberOnly,
      isOwnerOnly: post.isOwnerOnly,
      requiredPlanId: post.requiredPlan?.id ?? null,
    };
  }, [post]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({ blocks: {} });
  const [formError, setFormError] = useState<string | null>(null);
  const { createPost, isInFlight: creating } = useCreatePost();
  const { updatePost, isInFlight: updating } = useUpdatePost();
  const editing = Boolean(post);
  const links = countLinks(draft.blocks);
  const message = (code: string | null | undefined, field?: string | null) => intl.formatMessage({ id: editorMessageId(code, field) }, { limit: linkLimit, max: TITLE_MAX });
  const blockErrors = Object.fromEntries(Object.entries(errors.blocks).map(([key, code]) => [key, message(code)]));
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setBlocks = (blocks: DraftBlock[]) => update({ blocks });
  // Locked content needs a plan fans can buy (the server answers PLAN_REQUIRED otherwise).
  const canLock = club.plans.length > 0;
  const showPlanPicker = club.isOwner && canLock && (draft.isSubscriberOnly || hasSubscriberSection(draft.blocks));

  function add(type: LeafType | 'subscriberOnly') {
    setBlocks([...draft.blocks, newBlock(type)]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateDraft(draft, linkLimit);
    setErrors(found);
    if (hasDraftErrors(found)) {
      if (found.title) document.getElementById('post-title')?.focus();
      return;
    }
    const input = {
      title: draft.title.trim(),
      content: toContentInput(draft.blocks),
      isNotice: club.isOwner ? draft.isNotice : null,
      isSubscriberOnly: club.isOwner ? draft.isSubscriberOnly : null,
      isOwnerOnly: club.isOwner ? null : draft.isOwnerOnly,
      requiredPlanId: showPlanPicker ? draft.requiredPlanId : null,
    };
    try {
      if (post) {
        const { updatePost: result } = await updatePost({ input: { postId: post.id, ...input } });
        const error = resultError(result);
        if (error) return showServerError(error.code, error.field);
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'editor.notice.edited' }) });
        navigate(`/post/${encodeURIComponent(post.id)}`, { replace: true });
      } else {
        const { createPost: result } = await createPost({
          input: { clubId: club.id, ...input },
          connections: postConnections(club.id, { isOwner: club.isOwner, isNotice: Boolean(input.isNotice) }),
        });
        if (result.__typename === 'CreatePostSuccess' && result.post) {
          showToast({ kind: 'success', message: intl.formatMessage({ id: 'editor.notice.published' }) });
          navigate(`/post/${encodeURIComponent(result.post.id)}`, { replace: true });
          return;
        }
        const error = resultError(result);
        showServerError(error?.code ?? null, error?.field ?? null);
      }
    } catch {
      setFormError(message(null));
    }
  }

  function showServerError(code: string | null | undefined, field: string | null | undefined) {
    if (field === 'title') setErrors({ blocks: {}, title: code as DraftErrors['title'] });
    else if (field === 'content') setErrors({ blocks: {}, content: code as DraftErrors['content'] });
    else setFormError(message(code, field));
  }

  const busy = creating || updating;
  return (
    <Form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: editing ? 'editor.editTitle' : 'editor.newTitle' })}>
      {formError ? (
        <Alert role="alert">
          <Icon name="alert" size={18} />
          <div>{formError}</div>
        </Alert>
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        <FieldLabel htmlFor="post-title">
          <FormattedMessage id="editor.title.label" />
        </FieldLabel>
        <TitleInput
          id="post-title"
          value={draft.title}
          maxLength={TITLE_MAX + 20}
          placeholder={intl.formatMessage({ id: 'editor.title.placeholder' })}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'post-title-error' : undefined}
          onChange={(event) => update({ title: event.target.value })}
        />
        {errors.title ? (
          <Help id="post-title-error" error role="alert">
            {message(errors.title, 'title')}
          </Help>
        ) : null}
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {errors.content ? (
          <Alert role="alert">
            <Icon name="alert" size={18} />
            <div>{message(errors.content, 'content')}</div>
          </Alert>
        ) : null}
        <Blocks aria-label={intl.formatMessage({ id: 'editor.content' })}>
          {draft.blocks.map((block, index) => {
            const label = intl.formatMessage({ id: `editor.block.${block.type}` });
            const controls = (
              <BlockControls
                index={index}
                count={draft.blocks.length}
                label={label}
                onMove={(delta) => setBlocks(move(draft.blocks, index, delta))}
                onRemove={() => setBlocks(draft.blocks.filter((b) => b.key !== block.key))}
              />
            );
            if (block.type === 'subscriberOnly') {
              return (
                <BlockCard key={block.key} section data-testid="editor-block" data-block-type="subscriberOnly">
                  <BlockHead>
                    <span style={{ color: 'var(--club-accent-text, #c4b1ff)' }}>
                      <Icon name="lock" size={14} />
                      {label}
                    </span>
                    {controls}
                  </BlockHead>
                  <Muted>
                    <FormattedMessage id="editor.section.lead" />
                  </Muted>
                  <LeafList blocks={block.blocks} errors={blockErrors} onChange={(blocks) => setBlocks(draft.blocks.map((b) => (b.key === block.key ? { ...block, blocks } : b)))} />
                  <AddBlockBar
                    title={<FormattedMessage id="editor.section.add" />}
                    allowSection={false}
                    onAdd={(type) =>
                      setBlocks(draft.blocks.map((b) => (b.key === block.key ? { ...block, blocks: [...block.blocks, newBlock(type as LeafType)] } : b)))
                    }
                  />
                </BlockCard>
              );
            }
            return (
              <BlockCard key={block.key} invalid={Boolean(blockErrors[block.key])} data-testid="editor-block" data-block-type={block.type}>
                <BlockHead>
                  <span>
                    <Icon name={LEAF_ICON[block.type]} size={14} />
                    {label}
                  </span>
                  {controls}
                </BlockHead>
                <LeafEditor block={block} error={blockErrors[block.key]} onChange={(next) => setBlocks(draft.blocks.map((b) => (b.key === block.key ? next : b)))} />
              </BlockCard>
            );
          })}
        </Blocks>
        <AddBlockBar title={<FormattedMessage id="editor.add.title" />} allowSection={club.isOwner && canLock} onAdd={add} />
      </div>

      <Options>
        <legend>
          <FormattedMessage id="editor.options" />
        </legend>
        {club.isOwner ? (
          <>
            <Check checked={draft.isNotice} onChange={(e) => update({ isNotice: e.target.checked })} label={<FormattedMessage id="editor.flag.notice" />} description={<FormattedMessage id="editor.flag.noticeHint" />} />
            <Check
              checked={draft.isSubscriberOnly}
              disabled={!canLock && !draft.isSubscriberOnly}
              onChange={(e) => update({ isSubscriberOnly: e.target.checked })}
              label={<FormattedMessage id="editor.flag.subscriberOnly" />}
              description={<FormattedMessage id={club.plans.length ? 'editor.flag.subscriberOnlyHint' : 'editor.flag.subscriberOnlyNoPlans'} />}
            />
            {showPlanPicker ? (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                <FieldLabel htmlFor="post-plan">
                  <FormattedMessage id="editor.flag.plan" />
                </FieldLabel>
                <Select id="post-plan" value={draft.requiredPlanId ?? ''} onChange={(e) => update({ requiredPlanId: e.target.value || null })}>
                  <option value="">{intl.formatMessage({ id: 'editor.flag.anyPlan' })}</option>
                  {club.plans.map((plan) => (
                    <option key={plan.id} value={plan.id}>
                      {intl.formatMessage({ id: 'editor.flag.planOption' }, { name: plan.name, level: plan.level })}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </>
        ) : (
          <Check
            checked={draft.isOwnerOnly}
            onChange={(e) => update({ isOwnerOnly: e.target.checked })}
            label={<FormattedMessage id="editor.flag.ownerOnly" />}
            description={<FormattedMessage id="editor.flag.ownerOnlyHint" values={{ club: club.name }} />}
          />
        )}
      </Options>

      <SubmitBar over={links > linkLimit}>
        <span aria-live="polite">
          <FormattedMessage id="editor.linkCount" values={{ count: links, limit: linkLimit }} />
        </span>
        <Button type="submit" loading={busy} icon={<Icon name={editing ? 'check' : 'edit'} size={18} />}>
          <FormattedMessage id={editing ? 'editor.submit.save' : 'editor.submit.publish'} />
        </Button>
      </SubmitBar>
    </Form>
  );
}
