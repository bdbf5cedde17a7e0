import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { styled } from '../../../theme/stitches.config';
import { errorMessageId, resultError } from '../../account/errors';
import { POST_ERROR_MESSAGES } from '../errors';
import { useCreateComment } from '../hooks/useCreateComment';

export const COMMENT_MAX_LENGTH = 1000;

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$2' });
export const CommentInput = styled('textarea', {
  width: '100%',
  minHeight: 76,
  padding: '12px 14px',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: '$md',
  lineHeight: '$normal',
  resize: 'vertical',
  outline: 'none',
  '&::placeholder': { color: '$textSubtle' },
  '&:focus': { borderColor: '$primary', boxShadow: '$focus' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});
export const ComposerRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', justifyContent: 'flex-end', flexWrap: 'wrap' });
const Hint = styled('span', { marginRight: 'auto', fontSize: '$xs', color: '$textSubtle', '& strong': { color: '$primaryText' } });
export const FieldError = styled('p', { fontSize: '$xs', color: '$error' });

export interface CommentComposerProps {
  postId: string;
  /** Set when answering a comment: its id and the name the reply mentions. */
  replyTo?: { id: string; name: string } | null;
  onCancel?: () => void;
  onPosted?: () => void;
}

/** Writes a comment, or a reply that mentions the replied-to user. */
export function CommentComposer({ postId, replyTo, onCancel, onPosted }: CommentComposerProps) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { createComment, isInFlight } = useCreateComment();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(intl.formatMessage({ id: 'post.error.REQUIRED' }));
    setError(null);
    try {
      const { createComment: result } = await createComment({ postId, body: text, replyToId: replyTo?.id ?? null });
      const failure = resultError(result);
      if (failure) return setError(intl.formatMessage({ id: errorMessageId(failure.code, POST_ERROR_MESSAGES) }));
      setBody('');
      onPosted?.();
    } catch {
      setError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  const label = intl.formatMessage({ id: replyTo ? 'post.comment.replyPlaceholder' : 'post.comment.placeholder' });
  return (
    <Form onSubmit={(event) => void submit(event)} data-testid={replyTo ? 'reply-composer' : 'comment-composer'}>
      <CommentInput
        ref={input}
        value={body}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={label}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event);
        }}
      />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <ComposerRow>
        {replyTo ? (
          <Hint>
            <FormattedMessage id="post.comment.replyingTo" values={{ name: <strong>@{replyTo.name}</strong> }} />
          </Hint>
        ) : (
          <Hint>
            {body.length}/{COMMENT_MAX_LENGTH}
          </Hint>
        )}
        {onCancel ? (
          <Button size="small" variant="ghost" onClick={onCancel}>
            <FormattedMessage id="post.action.cancel" />
          </Button>
        ) : null}
        <Button size="small" type="submit" loading={isInFlight} disabled={!body.trim()}>
          <FormattedMessage id={replyTo ? 'post.comment.submitReply' : 'post.comment.submit'} />
        </Button>
      </ComposerRow>
    </Form>
  );
}
