import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import { createMockEnvironment } from 'relay-test-utils';
import { renderApp } from '../../../test/render';

describe('home page', () => {
  it('renders the feed and the clubs list, and loads more posts', async () => {
    const environment = createMockEnvironment();
    let post = 0;
    await renderApp('/home', {
      environment,
      resolvers: {
        PageInfo: () => ({ hasNextPage: true, endCursor: 'cursor-1' }),
        Post: () => {
          post += 1;
          return { id: `post-${post}`, title: `Post number ${post}`, excerpt: 'Hello fans!', isNotice: post === 1, isSubscriberOnly: false, commentCount: 3, createdAt: new Date().toISOString() };
        },
        Club: () => ({ name: 'Luna Club', uri: 'luna', memberCount: 12, themeColor: '#f472b6', iconUrl: null }),
        QueryClubsConnection: () => ({ totalCount: 1 }),
      },
    });

    const posts = await screen.findAllByTestId('post-card');
    expect(posts.length).toBeGreaterThan(0);
    expect(within(posts[0]).getByText('Post number 1')).toBeTruthy();
    expect(within(posts[0]).getByText('Notice')).toBeTruthy();
    expect(within(posts[0]).getByText('3 comments')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Clubs' })).toBeTruthy();

    const operation = environment.mock.getAllOperations();
    expect(operation).toHaveLength(0);
    const before = screen.getAllByTestId('post-card').length;

    // Load more: the pagination query asks for the next 20 after the end cursor.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(screen.getAllByTestId('post-card').length).toBeGreaterThan(before));
  });

  it('asks for feed(first: 20)', async () => {
    const environment = createMockEnvironment();
    await renderApp('/home', { environment });
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'HomePageQuery');
    expect(operation?.request.variables).toEqual({ count: 20, clubCount: 8 });
    await act(async () => {
      environment.mock.resolve(
        operation!,
        MockPayloadGenerator.generate(operation!, { QueryFeedConnection: () => ({ edges: [] }), QueryClubsConnection: () => ({ edges: [], totalCount: 0 }) }),
      );
    });
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });
});
