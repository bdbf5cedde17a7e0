import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import { createMockEnvironment } from 'relay-test-utils';
import { renderApp, signedInViewer } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

describe('home page', () => {
  it('shows guests the public feed, suggested clubs and a sign-up prompt, and loads more posts', async () => {
    const environment = createMockEnvironment();
    let post = 0;
    await renderApp('/home', {
      environment,
      resolvers: {
        Query: () => ({ viewer: null }),
        QueryHomeFeedConnection: () => ({ edges: [{}, {}, {}] }),
        PageInfo: () => ({ hasNextPage: true, endCursor: 'cursor-1' }),
        Post: () => {
          post += 1;
          return {
            id: `post-${post}`,
            title: `Post number ${post}`,
            excerpt: post === 2 ? null : 'Hello fans!',
            isNotice: post === 1,
            isLocked: post === 2,
            commentCount: 3,
            authorName: 'Luna',
            createdAt: new Date().toISOString(),
          };
        },
        Club: () => ({ name: 'Luna Club', uri: 'luna', memberCount: 12, themeColor: '#f472b6', iconUrl: null }),
      },
    });

    const posts = await screen.findAllByTestId('post-card');
    expect(posts.length).toBeGreaterThan(1);
    expect(within(posts[0]).getByText('Post number 1')).toBeTruthy();
    expect(within(posts[0]).getByText('Notice')).toBeTruthy();
    expect(within(posts[0]).getByText('3 comments')).toBeTruthy();
    expect(within(posts[1]).getByText('Subscribe to read this post')).toBeTruthy();
    expect(within(posts[1]).queryByText('Hello fans!')).toBeNull();
    expect(screen.getByTestId('home-invite')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Suggested clubs' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const before = screen.getAllByTestId('post-card').length;

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    // The queued resolver answers the pagination query (HomeFeedPaginationQuery) with more posts.
    await waitFor(() => expect(screen.getAllByTestId('post-card').length).toBeGreaterThan(before));
  });

  it('asks for 20 posts and 8 suggestions; a guest with nothing to read sees the empty state', async () => {
    const environment = createMockEnvironment();
    await renderApp('/home', { environment });
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'HomePageQuery');
    expect(operation?.request.variables).toEqual({ count: 20, clubCount: 8 });
    await act(async () => {
      environment.mock.resolve(
        operation!,
        MockPayloadGenerator.generate(operation!, { Query: () => ({ viewer: null, suggestedClubs: [] }), QueryHomeFeedConnection: () => ({ edges: [] }) }),
      );
    });
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('shows a new member with an empty feed the suggested clubs as cards', async () => {
    const environment = createMockEnvironment();
    await renderApp('/home', {
      environment,
      viewer: signedInViewer,
      resolvers: {
        User: () => ({ id: signedInViewer.id }),
        QueryHomeFeedConnection: () => ({ edges: [] }),
        Club: () => ({ name: 'Luna Club', uri: 'luna', memberCount: 12, themeColor: '#f472b6', iconUrl: null, bannerUrl: null }),
      },
    });
    expect(await screen.findByText('Your feed is waiting')).toBeTruthy();
    expect(within(screen.getByTestId('suggested-clubs')).getAllByTestId('club-card').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('home-invite')).toBeNull();
  });

  it('leaves out the suggestions beside the feed of a member who has nothing left to join', async () => {
    const environment = createMockEnvironment();
    await renderApp('/home', {
      environment,
      viewer: signedInViewer,
      resolvers: {
        Query: () => ({ viewer: { id: signedInViewer.id }, suggestedClubs: [] }),
        QueryHomeFeedConnection: () => ({ edges: [{}, {}] }),
        Post: () => ({ title: 'From my club', createdAt: new Date().toISOString() }),
      },
    });
    expect((await screen.findAllByTestId('post-card')).length).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Suggested clubs' })).toBeNull();
    expect(screen.queryByText('No clubs to suggest right now')).toBeNull();
  });
});
