import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from './helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

const CLUB_ID = 'Q2x1Yjox';

function club(overrides: Record<string, unknown> = {}) {
  return {
    id: CLUB_ID,
    uri: 'aria',
    name: 'Aria Nova Fan Club',
    introduction: 'Speedruns and drawing.',
    fandomName: 'Novas',
    iconUrl: null,
    bannerUrl: null,
    themeColor: '#ec4899',
    memberCount: 3,
    isPublic: true,
    publishedAt: '2026-10-24T00:00:00Z',
    links: [{ label: 'YouTube', url: 'https://youtube.com/@aria' }],
    viewerIsOwner: false,
    viewerCanEdit: false,
    viewerCanJoin: true,
    viewerCanPost: false,
    viewerCanComment: false,
    viewerMembership: null,
    viewerSubscription: null,
    pinnedNotices: [],
    plans: [],
    ...overrides,
  };
}

/** A club as a mutation payload carries it (every field the payload's fragments read). */
function payload(overrides: Record<string, unknown> = {}) {
  return { __typename: 'Club', ...club(overrides), owner: { id: 'VXNlcjo5', nickname: 'Aria Nova' } };
}

const emptyPosts = { ClubPostsConnection: () => ({ edges: [], totalCount: 0 }) };

describe('joining a club', () => {
  it('guests are sent to sign in with the club as the return path', async () => {
    const { environment } = await renderApp('/club/aria', { viewer: null });
    await resolveOperation(environment, 'ClubPageQuery', { Club: () => club({ viewerCanJoin: false }), ...emptyPosts });
    const join = await screen.findByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe('/account/start?l=%2Fclub%2Faria');
    expect(screen.getByText('No posts yet')).toBeTruthy();
  });

  // Screen readers announce the tab bar by its name, in the visitor's language (audit 5, L1: it was "club").
  it('names the club tab bar in the visitor’s language', async () => {
    const { environment } = await renderApp('/club/aria', { viewer: null, locale: 'ko' });
    await resolveOperation(environment, 'ClubPageQuery', { Club: () => club({ viewerCanJoin: false }), ...emptyPosts });
    const tabs = await screen.findByRole('navigation', { name: '클럽 메뉴' });
    expect(within(tabs).getByRole('link', { name: '스토어' })).toBeTruthy();
  });

  it('joins with a club nickname, shows the server refusal, then succeeds', async () => {
    const { environment } = await renderApp('/club/aria', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubPageQuery', { Club: () => club(), ...emptyPosts });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Aria Nova Fan Club' });
    expect(within(dialog).getByText('You’ll appear as Mika.')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('Use a nickname for this club'));
    fireEvent.change(within(dialog).getByLabelText('Club nickname'), { target: { value: 'M' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Nicknames are 2 to 20 characters.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useJoinClubMutation')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Club nickname'), { target: { value: 'Nova Mika' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const refused = await resolveOperation(environment, 'useJoinClubMutation', {
      data: { joinClub: asError({ __typename: 'AlreadyMemberError', code: 'ALREADY_MEMBER', message: 'already' }) },
    });
    expect(refused.request.variables.input).toEqual({ clubId: CLUB_ID, nickname: 'Nova Mika' });
    expect(await within(dialog).findByText('You’re already a member of this club.')).toBeTruthy();

    // A name another member (or the creator) already reads as is refused with its own message.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await resolveOperation(environment, 'useJoinClubMutation', {
      data: { joinClub: asError({ __typename: 'InvalidInputError', code: 'NICKNAME_TAKEN', message: 'taken', field: 'nickname' }) },
    });
    expect(await within(dialog).findByText('A member of this club already uses this name, or one that looks the same. Choose another.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await resolveOperation(environment, 'useJoinClubMutation', {
      data: { joinClub: asError({ __typename: 'InvalidInputError', code: 'NICKNAME_RESERVED', message: 'reserved', field: 'nickname' }) },
    });
    expect(await within(dialog).findByText('This name looks like the creator’s. Choose another.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await resolveOperation(environment, 'useJoinClubMutation', {
      data: {
        joinClub: {
          __typename: 'JoinClubSuccess',
          club: payload({ memberCount: 4, viewerCanJoin: false, viewerCanPost: true, viewerCanComment: true, viewerMembership: { id: 'TTox', nickname: 'Nova Mika' } }),
          membership: { id: 'TTox', nickname: 'Nova Mika' },
        },
      },
    });
    expect(await screen.findByText('Welcome to Aria Nova Fan Club! You’ve joined the club.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Joined as Nova Mika')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write' }).getAttribute('href')).toBe('/club/aria/write');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('owners see Manage instead of Join, and a private club tells them only they can see it', async () => {
    const { environment } = await renderApp('/club/aria', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubPageQuery', {
      Club: () => club({ viewerIsOwner: true, viewerCanEdit: true, viewerCanJoin: false, viewerCanPost: true, isPublic: false }),
      ...emptyPosts,
    });
    expect(await screen.findByRole('link', { name: 'Manage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.getByText('This club is private — only you can see it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hidden' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make public' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Make it public' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('I understand that this can’t be undone.'));
    fireEvent.click(confirm);
    const op = await resolveOperation(environment, 'useMakeClubPublicMutation', {
      data: { makeClubPublic: { __typename: 'MakeClubPublicSuccess', club: { id: CLUB_ID, isPublic: true, publishedAt: '2026-11-21T00:00:00Z' } } },
    });
    expect(op.request.variables.input).toEqual({ clubId: CLUB_ID });
    expect(await screen.findByText('Aria Nova Fan Club is now public.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('This club is private — only you can see it')).toBeNull());
  });
});

describe('leaving a club', () => {
  const member = () => club({ viewerCanJoin: false, viewerCanPost: true, viewerMembership: { id: 'TTox', nickname: 'Nova Mika', joinedAt: '2026-11-01T00:00:00Z' } });

  it('says why leaving is blocked while a subscription renews', async () => {
    const { environment } = await renderApp('/club/aria/withdraw', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubWithdrawPageQuery', { Club: member });
    expect(await screen.findByText('Leave Aria Nova Fan Club?')).toBeTruthy();
    expect(screen.getByText('Your club profile (Nova Mika) is removed from the member list.')).toBeTruthy();
    const leave = screen.getByRole('button', { name: 'Leave club' }) as HTMLButtonElement;
    expect(leave.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I understand and want to leave this club.'));
    fireEvent.click(leave);
    await resolveOperation(environment, 'useLeaveClubMutation', {
      data: {
        leaveClub: asError({
          __typename: 'LeaveBlockedBySubscriptionError',
          code: 'LEAVE_BLOCKED_BY_SUBSCRIPTION',
          message: 'blocked',
          subscription: { id: 'Uzox', currentPeriodEnd: '2026-12-01T00:00:00Z', renews: true, plan: { id: 'UGw6MQ==', name: 'Nova Crew' } },
        }),
      },
    });
    expect(await screen.findByText('You can’t leave while your membership plan renews. Cancel the subscription first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage my subscriptions' }).getAttribute('href')).toBe('/mypage/pay/subscription');
    expect((screen.getByRole('button', { name: 'Leave club' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves with a confirmation and returns to the club; unexpected failures say so', async () => {
    const { environment, router } = await renderApp('/club/aria/withdraw', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubWithdrawPageQuery', { Club: member });
    fireEvent.click(await screen.findByLabelText('I understand and want to leave this club.'));
    fireEvent.click(screen.getByRole('button', { name: 'Leave club' }));
    const failed = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'useLeaveClubMutation');
      expect(op).toBeTruthy();
      return op!;
    });
    environment.mock.reject(failed, new Error('boom'));
    expect(await screen.findByText('Failed to leave the club. Please try again later.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave club' }));
    await resolveOperation(environment, 'useLeaveClubMutation', {
      data: { leaveClub: { __typename: 'LeaveClubSuccess', club: payload({ memberCount: 2, viewerMembership: null }) } },
    });
    expect(await screen.findByText('You left Aria Nova Fan Club.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/club/aria'));
  });
});

describe('club settings', () => {
  const owned = () =>
    club({
      viewerIsOwner: true,
      viewerCanEdit: true,
      viewerCanJoin: false,
      allPlans: [
        { id: 'UGxhbjox', name: 'Nova Crew', monthlyPrice: 3900, benefits: ['Wallpapers'], level: 1, position: 0, isArchived: false, subscriberCount: 2 },
        { id: 'UGxhbjoy', name: 'Supernova', monthlyPrice: 9900, benefits: [], level: 2, position: 1, isArchived: false, subscriberCount: 0 },
      ],
    });

  it('refuses fans', async () => {
    const { environment } = await renderApp('/club/aria/setting/edit', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSettingsPageQuery', { Club: () => club() });
    expect(await screen.findByText('Only the club owner can change settings')).toBeTruthy();
  });

  it('validates and saves the profile with the spec’s toast', async () => {
    const { environment } = await renderApp('/club/aria/setting/edit', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSettingsPageQuery', { Club: owned });
    const name = (await screen.findByLabelText('Club name')) as HTMLInputElement;
    expect(name.value).toBe('Aria Nova Fan Club');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Link 1 URL'), { target: { value: 'youtube' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Enter a full link starting with http:// or https://.')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Aria Nova Club' } });
    fireEvent.change(screen.getByLabelText('Link 1 URL'), { target: { value: 'https://youtube.com/@aria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Link 2 name'), { target: { value: 'Shop' } });
    fireEvent.change(screen.getByLabelText('Link 2 URL'), { target: { value: 'https://shop.example/aria' } });
    fireEvent.click(screen.getByRole('button', { name: '#3b82f6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const op = await resolveOperation(environment, 'useUpdateClubMutation', {
      data: { updateClub: { __typename: 'UpdateClubSuccess', club: payload({ ...owned(), name: 'Aria Nova Club', themeColor: '#3b82f6' }) } },
    });
    expect(op.request.variables.input).toEqual({
      clubId: CLUB_ID,
      name: 'Aria Nova Club',
      introduction: 'Speedruns and drawing.',
      fandomName: 'Novas',
      themeColor: '#3b82f6',
      links: [
        { label: 'YouTube', url: 'https://youtube.com/@aria' },
        { label: 'Shop', url: 'https://shop.example/aria' },
      ],
      iconFileId: null,
      bannerFileId: null,
      removeIcon: null,
      removeBanner: null,
    });
    expect(await screen.findByText('Club settings saved.')).toBeTruthy();
  });

  it('creates, reorders and archives plans', async () => {
    const { environment } = await renderApp('/club/aria/setting/edit', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSettingsPageQuery', { Club: owned });
    expect(await screen.findByText('Nova Crew')).toBeTruthy();
    expect(screen.getByText('Level 1 · ₩3,900 a month · 2 subscribers')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move Supernova up' }));
    const reorder = await resolveOperation(environment, 'useReorderPlansMutation', {
      data: {
        reorderPlans: {
          __typename: 'ReorderPlansSuccess',
          club: {
            id: CLUB_ID,
            plans: [{ id: 'UGxhbjoy' }, { id: 'UGxhbjox' }],
            allPlans: ((owned() as Record<string, unknown>).allPlans as { id: string }[]).map((plan) => ({ ...plan, position: plan.id === 'UGxhbjoy' ? 0 : 1 })),
          },
        },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('plan-row').map((row) => within(row).getByRole('heading').textContent)).toEqual(['Supernova', 'Nova Crew']));
    expect(reorder.request.variables.input).toEqual({ clubId: CLUB_ID, planIds: ['UGxhbjoy', 'UGxhbjox'] });

    fireEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    // The price bounds come formatted as currency in the reader's locale, not written into the message.
    expect(screen.getByText('₩1,000 to ₩1,000,000.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Plan name'), { target: { value: 'Galaxy' } });
    fireEvent.change(screen.getByLabelText('Monthly price (KRW, VAT included)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('Enter a monthly price from ₩1,000 to ₩1,000,000.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Monthly price (KRW, VAT included)'), { target: { value: '19,900' } });
    fireEvent.change(screen.getByLabelText('Benefits'), { target: { value: 'Everything\n\n Voice pack ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    const created = await resolveOperation(environment, 'useCreatePlanMutation', {
      data: {
        createPlan: {
          __typename: 'CreatePlanSuccess',
          plan: { id: 'UGxhbjoz' },
          club: { id: CLUB_ID, plans: [], allPlans: [{ id: 'UGxhbjoz', name: 'Galaxy', monthlyPrice: 19900, benefits: ['Everything', 'Voice pack'], level: 3, position: 2, isArchived: false, subscriberCount: 0 }] },
        },
      },
    });
    expect(created.request.variables.input).toEqual({ clubId: CLUB_ID, name: 'Galaxy', monthlyPrice: 19900, level: 3, benefits: ['Everything', 'Voice pack'] });
    expect(await screen.findByText('Plan created.')).toBeTruthy();
    expect(screen.getByText('Galaxy')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive Galaxy' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    const archived = await resolveOperation(environment, 'useArchivePlanMutation', {
      data: { archivePlan: { __typename: 'ArchivePlanSuccess', plan: { id: 'UGxhbjoz', isArchived: true }, club: { id: CLUB_ID, plans: [], allPlans: [{ id: 'UGxhbjoz', name: 'Galaxy', monthlyPrice: 19900, benefits: [], level: 3, position: 2, isArchived: true, subscriberCount: 0 }] } } },
    });
    expect(archived.request.variables.input).toEqual({ planId: 'UGxhbjoz' });
    expect(await screen.findByText('Plan archived.')).toBeTruthy();
    expect(screen.getByText('1 archived plan')).toBeTruthy();
  });

  it('takes whole won only, and tells the owner that current subscribers keep their price', async () => {
    const { environment } = await renderApp('/club/aria/setting/edit', { viewer: signedInViewer });
    await resolveOperation(environment, 'ClubSettingsPageQuery', { Club: owned });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Nova Crew' }));
    const price = screen.getByLabelText('Monthly price (KRW, VAT included)') as HTMLInputElement;
    expect(screen.queryByTestId('price-change-notice')).toBeNull();
    for (const typed of ['4900.5', '-5000', '4,900원']) {
      fireEvent.change(price, { target: { value: typed } });
      // Kept as typed, never stripped to another number.
      expect(price.value).toBe(typed);
      fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
      expect(await screen.findByText('Enter the price in whole won, digits only (for example 4900).')).toBeTruthy();
    }
    expect(environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'useUpdatePlanMutation')).toBe(false);
    fireEvent.change(price, { target: { value: '4,900' } });
    expect(screen.getByTestId('price-change-notice').textContent).toBe('2 current subscribers keep paying their current price; the new price applies to new subscribers.');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const saved = await resolveOperation(environment, 'useUpdatePlanMutation', { data: { updatePlan: { __typename: 'ForbiddenError', __isError: 'ForbiddenError', code: 'FORBIDDEN', message: 'no' } } });
    expect(saved.request.variables.input).toMatchObject({ monthlyPrice: 4900 });
  });
});
