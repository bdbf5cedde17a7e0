import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { styled } from '../../../theme/stitches.config';
import type { ReactionBar_reactions$key } from '../../../__generated__/ReactionBar_reactions.graphql';
import { errorMessageId } from '../../account/errors';
import { POST_ERROR_MESSAGES } from '../errors';
import { useSetReaction } from '../hooks/useSetReaction';
import { REACTION_EMOJI, REACTION_KINDS, type ReactionKindName } from '../reactions-store';

// Above a post card's full-card link, so its buttons stay clickable.
const Bar = styled('div', { position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '$2' });
const Picker = styled('div', { display: 'flex', gap: 4, padding: 4, borderRadius: '$pill', backgroundColor: '$surfaceRaised', border: '1px solid $border' });

const Counts = styled('ul', {
  display: 'flex',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '$sm',
  color: '$textMuted',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: 2, fontVariantNumeric: 'tabular-nums' },
});

/** How many left each kind, when more than one kind was left (one kind is the total already). */
function Breakdown({ summary, label }: { summary: Summary; label: (kind: ReactionKindName) => string }) {
  const shown = (summary.counts ?? []).filter((c): c is { kind: ReactionKindName; count: number } => c.count > 0 && REACTION_KINDS.includes(c.kind as ReactionKindName));
  if (shown.length < 2) return null;
  return (
    <Counts data-testid="reaction-counts">
      {shown.map((c) => (
        <li key={c.kind} aria-label={`${label(c.kind)} ${c.count}`}>
          <span aria-hidden>{REACTION_EMOJI[c.kind]}</span>
          <span aria-hidden>{c.count}</span>
        </li>
      ))}
    </Counts>
  );
}

// Guests and non-members alike are asked to join (joining starts with signing in).
const REACTION_ERROR_MESSAGES = { ...POST_ERROR_MESSAGES, UNAUTHENTICATED: POST_ERROR_MESSAGES.MEMBERSHIP_REQUIRED };

/**
 * The reactions on a post or comment: a like button with the total (showing the viewer's own reaction
 * when they left one), a picker of every kind, and, where the fragment asks for them (the post page, not
 * feed cards), how many left each kind.
 */
export function ReactionBar({ targetId, reactions }: { targetId: string; reactions: ReactionBar_reactions$key | null | undefined }) {
  const summary = useFragment(
    graphql`
      fragment ReactionBar_reactions on ReactionSummary @argumentDefinitions(withCounts: { type: "Boolean", defaultValue: false }) {
        id
        total
        viewerReaction
        counts @include(if: $withCounts) {
          kind
          count
        }
      }
    `,
    reactions,
  );
  // Live comments get a default summary (ensureReactions); without one there is nothing to show.
  return summary ? <Reactions targetId={targetId} summary={summary} /> : null;
}

type Summary = {
  readonly id: string;
  readonly total: number;
  readonly viewerReaction: string | null | undefined;
  readonly counts?: ReadonlyArray<{ readonly kind: string; readonly count: number }> | null;
};

function Reactions({ targetId, summary }: { targetId: string; summary: Summary }) {
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
  const closePicker = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <Bar data-testid="reaction-bar" onKeyDown={(event) => (event.key === 'Escape' && open ? closePicker() : undefined)}>
      <Button
        type="button"
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
      </Button>
      <Breakdown summary={summary} label={label} />
      <Button
        ref={toggleRef}
        type="button"
        variant="secondary"
        size="small"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'post.reaction.more' })}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden>{open ? '×' : '+'}</span>
      </Button>
      {open ? (
        <Picker role="group" aria-label={intl.formatMessage({ id: 'post.reaction.more' })}>
          {REACTION_KINDS.map((kind) => (
            <Button
              key={kind}
              type="button"
              variant="ghost"
              size="small"
              active={mine === kind}
              aria-pressed={mine === kind}
              aria-label={label(kind)}
              autoFocus={kind === (mine ?? 'LIKE')}
              onClick={() => {
                choose(mine === kind ? null : kind);
                closePicker();
              }}
            >
              <span aria-hidden>{REACTION_EMOJI[kind]}</span>
            </Button>
          ))}
        </Picker>
      ) : null}
    </Bar>
  );
}
