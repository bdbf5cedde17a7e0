import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { styled } from '../../../theme/stitches.config';
import type { ReactionBar_reactions$key } from '../../../__generated__/ReactionBar_reactions.graphql';
import type { ReactionBarCompact_reactions$key } from '../../../__generated__/ReactionBarCompact_reactions.graphql';
import { errorMessageId } from '../../account/errors';
import { POST_ERROR_MESSAGES } from '../errors';
import { useSetReaction } from '../hooks/useSetReaction';
import { REACTION_EMOJI, REACTION_KINDS, type ReactionKindName } from '../reactions-store';

// Above a post card's full-card link, so its buttons stay clickable.
const Bar = styled('div', { position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '$2' });
// The shared button; a pressed reaction takes its active look.
const Pill = styled(Button, { gap: 6, variants: { small: { true: { height: 28, px: 8, fontSize: '$xs' } } } });
const Picker = styled('div', { display: 'flex', gap: 4, padding: 4, borderRadius: '$pill', backgroundColor: '$surfaceRaised', border: '1px solid $border' });

// Guests and non-members alike are asked to join (joining starts with signing in).
const REACTION_ERROR_MESSAGES = { ...POST_ERROR_MESSAGES, UNAUTHENTICATED: 'post.reaction.join', MEMBERSHIP_REQUIRED: 'post.reaction.join' };

type Summary = {
  readonly id: string;
  readonly total: number;
  readonly viewerReaction: ReactionKindName | '%future added value' | null | undefined;
  readonly counts?: ReadonlyArray<{ readonly kind: string; readonly count: number }>;
};

/** A post's reactions: a like button with the total, and a picker with every kind's count. */
export function ReactionBar({ targetId, reactions }: { targetId: string; reactions: ReactionBar_reactions$key | null | undefined }) {
  const summary = useFragment(
    graphql`
      fragment ReactionBar_reactions on ReactionSummary {
        id
        total
        viewerReaction
        counts {
          kind
          count
        }
      }
    `,
    reactions,
  );
  // A comment pushed before reactions existed in this client's store has none to show yet.
  return summary ? <Reactions targetId={targetId} summary={summary} /> : null;
}

/** A comment's reactions: the same buttons, with the total only (a long thread stays light to load). */
export function ReactionBarCompact({ targetId, reactions }: { targetId: string; reactions: ReactionBarCompact_reactions$key | null | undefined }) {
  const summary = useFragment(
    graphql`
      fragment ReactionBarCompact_reactions on ReactionSummary {
        id
        total
        viewerReaction
      }
    `,
    reactions,
  );
  return summary ? <Reactions targetId={targetId} summary={summary} small /> : null;
}

function Reactions({ targetId, summary, small = false }: { targetId: string; summary: Summary; small?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { setReaction } = useSetReaction();
  const mine = REACTION_KINDS.find((kind) => kind === summary.viewerReaction) ?? null;
  const label = (kind: ReactionKindName) => intl.formatMessage({ id: `post.reaction.${kind}` });
  const fail = (code: string | null) =>
    showToast({
      kind: 'error',
      message: intl.formatMessage({
        id: errorMessageId(code, REACTION_ERROR_MESSAGES),
      }),
    });
  const choose = (kind: ReactionKindName | null) => setReaction({ targetId, summaryId: summary.id, kind }, fail);
  const countOf = (kind: ReactionKindName) => summary.counts?.find((c) => c.kind === kind)?.count ?? 0;
  const closePicker = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <Bar data-testid="reaction-bar" onKeyDown={(event) => (event.key === 'Escape' && open ? closePicker() : undefined)}>
      <Pill
        type="button"
        small={small}
        variant="secondary"
        size="small"
        active={mine !== null}
        aria-pressed={mine !== null}
        aria-label={`${label(mine ?? 'LIKE')} ${summary.total}`}
        data-testid="reaction-main"
        onClick={() => choose(mine ? null : 'LIKE')}
      >
        <span aria-hidden>{REACTION_EMOJI[mine ?? 'LIKE']}</span>
        <span data-testid="reaction-total">{summary.total}</span>
      </Pill>
      <Pill
        ref={toggleRef}
        type="button"
        small={small}
        variant="secondary"
        size="small"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'post.reaction.more' })}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden>{open ? '×' : '+'}</span>
      </Pill>
      {open ? (
        <Picker role="group" aria-label={intl.formatMessage({ id: 'post.reaction.more' })}>
          {REACTION_KINDS.map((kind) => (
            <Pill
              key={kind}
              type="button"
              small
              variant="ghost"
              size="small"
              active={mine === kind}
              aria-pressed={mine === kind}
              aria-label={summary.counts ? `${label(kind)} ${countOf(kind)}` : label(kind)}
              autoFocus={kind === (mine ?? 'LIKE')}
              onClick={() => {
                choose(mine === kind ? null : kind);
                closePicker();
              }}
            >
              <span aria-hidden>{REACTION_EMOJI[kind]}</span>
              {summary.counts ? <span>{countOf(kind)}</span> : null}
            </Pill>
          ))}
        </Picker>
      ) : null}
    </Bar>
  );
}
