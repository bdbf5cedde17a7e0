import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderApp, type MockEnvironment } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });

const POST_ID = 'UG9zdDox';

async function resolvePost(environment: MockEnvironment, resolvers: MockResolvers) {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'PostPageQuery');
    expect(found).toBeTruthy();
    return found!;
  });
  expect(operation.request.variables).toMatchObject({ postId: POST_ID });
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
}

const basePost = {
  id: POST_ID,
  title: 'Stream schedule',
  authorName: 'Luna',
  authorAvatarUrl: null,
  createdAt: new Date().toISOString(),
  isNotice: false,
  isOwnerPost: true,
  isSubscriberOnly: false,
  isOwnerOnly: false,
  isHidden: false,
  isEdited: false,
  commentCount: 0,
  viewerCanEdit: false,
  viewerCanDelete: false,
  viewerCanHide: false,
  viewerCanComment: false,
};

describe('post content blocks', () => {
  it('renders every block type, the subscriber section and a locked block naming its plan', async () => {
    const environment = createMockEnvironment();
    await renderApp(`/post/${POST_ID}`, { environment });
    await resolvePost(environment, {
      Club: () => ({ uri: 'luna', name: 'Luna Club', iconUrl: null, themeColor: '#f472b6', viewerCanComment: false }),
      PostCommentsConnection: () => ({ edges: [] }),
      Post: () => ({
        ...basePost,
        content: [
          {
            __typename: 'ParagraphBlock',
            spans: [
              { text: 'Hello ', bold: false, italic: false, href: null },
              { text: 'fans', bold: true, italic: false, href: null },
              { text: ' and ', bold: false, italic: true, href: null },
              { text: 'my site', bold: false, italic: false, href: 'https://luna.example/' },
              { text: 'bad', bold: false, italic: false, href: 'javascript:alert(1)' },
            ],
          },
          { __typename: 'ImageBlock', url: '/files/img.webp', width: 1200, height: 800, alt: 'Key visual' },
          { __typename: 'MediaBlock', kind: 'VIDEO', url: '/files/v?sig=1', mimeType: 'video/mp4', name: 'clip.mp4' },
          { __typename: 'MediaBlock', kind: 'AUDIO', url: '/files/a?sig=1', mimeType: 'audio/mpeg', name: 'voice.mp3' },
          { __typename: 'EmbedBlock', provider: 'YOUTUBE', url: 'https://youtu.be/abc', embedUrl: 'https://www.youtube-nocookie.com/embed/abc' },
          { __typename: 'EmbedBlock', provider: 'X', url: 'https://x.com/luna/status/1', embedUrl: null },
          { __typename: 'AttachmentBlock', name: 'setlist.pdf', byteSize: 1572864, mimeType: 'application/pdf', url: '/files/f?sig=1' },
          {
            __typename: 'SubscriberOnlyBlock',
            requiredPlan: null,
            blocks: [{ __typename: 'ParagraphBlock', spans: [{ text: 'Secret for subscribers', bold: false, italic: false, href: null }] }],
          },
          { __typename: 'LockedBlock', requiredPlan: { id: 'UGxhbjox', name: 'Gold' } },
        ],
      }),
    });

    const content = await screen.findByTestId('post-content');
    expect(screen.getByRole('heading', { name: 'Stream schedule' })).toBeTruthy();
    expect(content.querySelector('strong')?.textContent).toBe('fans');
    expect(content.querySelector('em')?.textContent).toBe(' and ');
    const link = screen.getByRole('link', { name: 'my site' });
    expect(link.getAttribute('href')).toBe('https://luna.example/');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(link.getAttribute('target')).toBe('_blank');
    // A non-http link is shown as text, never as a link.
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();

    const image = screen.getByAltText('Key visual');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '800']);
    expect(content.querySelector('video')?.getAttribute('src')).toBe('/files/v?sig=1');
    expect(content.querySelector('audio')?.getAttribute('src')).toBe('/files/a?sig=1');
    const frame = content.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: /View on X/ }).getAttribute('href')).toBe('https://x.com/luna/status/1');
    const attachment = screen.getByRole('link', { name: /setlist\.pdf/ });
    expect(attachment.getAttribute('href')).toBe('/files/f?sig=1');
    expect(attachment.textContent).toContain('1.5 MB');

    const section = content.querySelector('[data-block="subscriber-only"]')!;
    expect(section.textContent).toContain('For subscribers');
    expect(section.textContent).toContain('Secret for subscribers');

    const locked = content.querySelector('[data-block="locked"]')!;
    expect(locked.textContent).toContain('For subscribers of Gold and above');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/club/luna/subscription');
  });

  it('shows a whole locked post to a guest as one locked block for any plan, and tells them to join to comment', async () => {
    const environment = createMockEnvironment();
    await renderApp(`/post/${POST_ID}`, { environment });
    await resolvePost(environment, {
      Club: () => ({ uri: 'luna', name: 'Luna Club', viewerCanComment: false }),
      PostCommentsConnection: () => ({ edges: [] }),
      Post: () => ({ ...basePost, isSubscriberOnly: true, content: [{ __typename: 'LockedBlock', requiredPlan: null }] }),
    });
    const content = await screen.findByTestId('post-content');
    expect(content.querySelectorAll('[data-block]')).toHaveLength(1);
    expect(content.textContent).toContain('For subscribers');
    expect(content.textContent).not.toContain('and above');
    expect(screen.getByText('Subscribers only')).toBeTruthy();
    expect(screen.getByText('Join the club to comment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe('/account/start?l=%2Fclub%2Fluna');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a member who cannot read a locked post to subscribe, not to join, before commenting', async () => {
    const environment = createMockEnvironment();
    await renderApp(`/post/${POST_ID}`, { environment });
    await resolvePost(environment, {
      Club: () => ({ uri: 'luna', name: 'Luna Club', viewerCanComment: true }),
      PostCommentsConnection: () => ({ edges: [] }),
      Post: () => ({ ...basePost, isSubscriberOnly: true, viewerCanComment: false, content: [{ __typename: 'LockedBlock', requiredPlan: null }] }),
    });
    expect(await screen.findByText('Subscribe to join the conversation')).toBeTruthy();
    expect(screen.queryByText('Join the club to comment')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'See plans' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/club/luna/subscription', '/club/luna/subscription']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the not-found page when the post does not resolve', async () => {
    const environment = createMockEnvironment();
    await renderApp(`/post/${POST_ID}`, { environment });
    const operation = await waitFor(() => environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'PostPageQuery')!);
    await act(async () => environment.mock.resolve(operation, { data: { node: null } }));
    expect(await screen.findByText('We couldn’t find that page. Sorry about that!')).toBeTruthy();
    expect(screen.queryByTestId('post-content')).toBeNull();
  });
});
