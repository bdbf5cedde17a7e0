import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

const CLUB_ID = 'Q2x1Yjox';
const club = (overrides: Record<string, unknown> = {}) => ({
  id: CLUB_ID,
  uri: 'aria',
  name: 'Aria Nova Fan Club',
  iconUrl: null,
  themeColor: '#ec4899',
  viewerIsOwner: false,
  viewerCanEdit: false,
  viewerCanPost: true,
  viewerCanJoin: false,
  plans: [],
  ...overrides,
});

const blockTypes = () => screen.getAllByTestId('editor-block').map((el) => el.getAttribute('data-block-type'));

async function openEditor(path: string, resolvers: Record<string, unknown>) {
  const rendered = await renderApp(path, { viewer: signedInViewer });
  await resolveOperation(rendered.environment, 'ClubWritePageQuery', resolvers as never);
  await screen.findByLabelText('Title');
  return rendered;
}

describe('post editor', () => {
  it('checks title, content, link limit and embeds before sending, and edits blocks', async () => {
    const { environment, router } = await openEditor('/club/aria/write', { Club: () => club(), Query: () => ({ postLinkLimit: 2 }) });
    expect(screen.getByText('Links 0 / 2')).toBeTruthy();
    // Fans write fan letters; the owner's flags are not offered.
    expect(screen.getByLabelText('Fan letter — visible to the creator only')).toBeTruthy();
    expect(screen.queryByLabelText('Notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscriber-only section' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('Enter some content.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My first post' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hi [one](https://a.example) [two](https://b.example)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    fireEvent.change(screen.getByLabelText('Link to embed'), { target: { value: 'https://vimeo.com/1' } });
    expect(screen.getByText('Links 3 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('At most 2 links can be added to a post.')).toBeTruthy();
    expect(screen.getByText('Only YouTube, Twitch and X links can be embedded.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Link to embed'), { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(screen.getByTestId('embed-preview').textContent).toContain('YouTube');
    // Move the embed above the text, then drop a link so the limit holds.
    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    expect(blockTypes()).toEqual(['paragraph', 'embed', 'paragraph']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove block 3 (Text)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move block 2 (Embed) up' }));
    expect(blockTypes()).toEqual(['embed', 'paragraph']);
    expect((screen.getByRole('button', { name: 'Move block 1 (Embed) up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hi **all** of [you](https://a.example)' } });
    expect(screen.getByText('Links 2 / 2')).toBeTruthy();
    // The preview shows the formatting the mark-up stands for.
    expect(screen.getByText('all').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'you' }).getAttribute('href')).toBe('https://a.example');
    expect(environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'useCreatePostMutation')).toBe(false);
    expect(router.state.location.pathname).toBe('/club/aria/write');
  });

  it('sends the post and goes to it; maps server codes to messages', async () => {
    const { environment, router } = await openEditor('/club/aria/write', { Club: () => club(), Query: () => ({ postLinkLimit: 10 }) });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Hello club  ' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hi **all** of [you](https://a.example)\n\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const refused = await resolveOperation(environment, 'useCreatePostMutation', {
      data: { createPost: asError({ __typename: 'MembershipRequiredError', code: 'MEMBERSHIP_REQUIRED', message: 'join', club: null }) },
    });
    expect(refused.request.variables.input).toEqual({
      clubId: CLUB_ID,
      title: 'Hello club',
      content: [
        {
          paragraph: {
            spans: [
              { text: 'Hi ', bold: false, italic: false, href: null },
              { text: 'all', bold: true, italic: false, href: null },
              { text: ' of ', bold: false, italic: false, href: null },
              { text: 'you', bold: false, italic: false, href: 'https://a.example' },
            ],
          },
        },
      ],
      isNotice: null,
      isSubscriberOnly: null,
      isOwnerOnly: false,
      requiredPlanId: null,
    });
    expect(refused.request.variables.connections).toHaveLength(2);
    expect(await screen.findByText('Join the club to write posts.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await resolveOperation(environment, 'useCreatePostMutation', {
      data: { createPost: asError({ __typename: 'InvalidInputError', code: 'POST_LINK_LIMIT', field: 'content', message: 'too many' }) },
    });
    expect(await screen.findByText('At most 10 links can be added to a post.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await resolveOperation(environment, 'useCreatePostMutation', {
      data: {
        createPost: {
          __typename: 'CreatePostSuccess',
          post: {
            __typename: 'Post',
            id: 'UG9zdDo5',
            title: 'Hello club',
            excerpt: 'Hi all of you',
            isSubscriberOnly: false,
            isNotice: false,
            isOwnerPost: false,
            isOwnerOnly: false,
            isHidden: false,
            isLocked: false,
            createdAt: '2026-11-21T00:00:00Z',
            commentCount: 0,
            authorName: 'Mika',
            authorAvatarUrl: null,
            author: { id: 'VXNlcjox', nickname: 'Mika', avatarUrl: null },
            club: { id: CLUB_ID, uri: 'aria', name: 'Aria Nova Fan Club', iconUrl: null, themeColor: '#ec4899' },
          },
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/UG9zdDo5'));
  });

  it('gives the owner notice, subscriber-only flags, a plan picker and subscriber-only sections', async () => {
    const { environment } = await openEditor('/club/aria/write', {
      Club: () => club({ viewerIsOwner: true, viewerCanEdit: true, plans: [{ id: 'UGxhbjox', name: 'Nova Crew', level: 1 }, { id: 'UGxhbjoy', name: 'Supernova', level: 2 }] }),
      Query: () => ({ postLinkLimit: 10 }),
    });
    expect(screen.queryByLabelText('Fan letter — visible to the creator only')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Rehearsal diary' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Public part' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscriber-only section' }));
    const section = screen.getAllByTestId('editor-block').find((el) => el.getAttribute('data-block-type') === 'subscriberOnly')!;
    fireEvent.change(within(section).getByLabelText('Text'), { target: { value: 'Secret _part_' } });
    fireEvent.click(screen.getByLabelText('Notice'));
    fireEvent.change(screen.getByLabelText('Plan that unlocks it'), { target: { value: 'UGxhbjoy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const op = await resolveOperation(environment, 'useCreatePostMutation', {
      data: { createPost: asError({ __typename: 'ForbiddenError', code: 'FORBIDDEN', message: 'no' }) },
    });
    expect(op.request.variables.input).toMatchObject({
      isNotice: true,
      isSubscriberOnly: false,
      isOwnerOnly: null,
      requiredPlanId: 'UGxhbjoy',
      content: [
        { paragraph: { spans: [{ text: 'Public part', bold: false, italic: false, href: null }] } },
        {
          subscriberOnly: {
            blocks: [{ paragraph: { spans: [{ text: 'Secret ', bold: false, italic: false, href: null }, { text: 'part', bold: false, italic: true, href: null }] } }],
          },
        },
      ],
    });
    expect(op.request.variables.connections).toHaveLength(3);
    expect(await screen.findByText('You don’t have permission to do that.')).toBeTruthy();
  });

  it('offers no subscriber-only content in a club without a plan, and explains PLAN_REQUIRED', async () => {
    const { environment } = await openEditor('/club/aria/write', {
      Club: () => club({ viewerIsOwner: true, viewerCanEdit: true, plans: [] }),
      Query: () => ({ postLinkLimit: 10 }),
    });
    expect((screen.getByLabelText('Subscribers only') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Create a membership plan in the club settings first, so fans can unlock it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscriber-only section' })).toBeNull();
    // A plan archived meanwhile: the server's refusal is spelled out.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await resolveOperation(environment, 'useCreatePostMutation', {
      data: { createPost: asError({ __typename: 'InvalidInputError', code: 'PLAN_REQUIRED', message: 'plan', field: 'isSubscriberOnly' }) },
    });
    expect(await screen.findByText('Create a membership plan in the club settings before posting subscriber-only content.')).toBeTruthy();
  });

  it('loads a post for editing and saves it with the “post edited” toast', async () => {
    const { environment, router } = await openEditor('/club/aria/write?postId=UG9zdDox', {
      Club: () => club(),
      Query: () => ({ postLinkLimit: 10 }),
      Node: () => ({ __typename: 'Post' }),
      Post: () => ({
        id: 'UG9zdDox',
        title: 'Old title',
        isNotice: false,
        isSubscriberOnly: false,
        isOwnerOnly: true,
        viewerCanEdit: true,
        requiredPlan: null,
        club: { id: CLUB_ID },
        content: [
          { __typename: 'ParagraphBlock', spans: [{ text: 'Dear ', bold: false, italic: false, href: null }, { text: 'Aria', bold: true, italic: false, href: null }] },
          { __typename: 'EmbedBlock', url: 'https://youtu.be/dQw4w9WgXcQ' },
        ],
      }),
    });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Old title');
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Dear **Aria**');
    expect(blockTypes()).toEqual(['paragraph', 'embed']);
    expect((screen.getByLabelText('Fan letter — visible to the creator only') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const op = await resolveOperation(environment, 'useUpdatePostMutation', {
      data: { updatePost: { __typename: 'UpdatePostSuccess', post: { __typename: 'Post', id: 'UG9zdDox', title: 'New title', isNotice: false, isSubscriberOnly: false, isOwnerOnly: true, isEdited: true, updatedAt: '2026-11-21T00:00:00Z' } } },
    });
    expect(op.request.variables.input).toMatchObject({ postId: 'UG9zdDox', title: 'New title', isOwnerOnly: true, content: [{ paragraph: { spans: [{ text: 'Dear ' }, { text: 'Aria', bold: true }] } }, { embed: { url: 'https://youtu.be/dQw4w9WgXcQ' } }] });
    expect(await screen.findByText('Post edited.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/UG9zdDox'));
  });

  it('keeps the files of a post it edits: sends back the file ids it read', async () => {
    const { environment } = await openEditor('/club/aria/write?postId=UG9zdDox', {
      Club: () => club({ viewerIsOwner: true, viewerCanEdit: true, plans: [{ id: 'UGxhbjox', name: 'Nova Crew', level: 1 }] }),
      Query: () => ({ postLinkLimit: 10 }),
      Node: () => ({ __typename: 'Post' }),
      Post: () => ({
        id: 'UG9zdDox',
        title: 'Gallery',
        isNotice: false,
        isSubscriberOnly: false,
        isOwnerOnly: false,
        viewerCanEdit: true,
        requiredPlan: null,
        club: { id: CLUB_ID },
        content: [
          { __typename: 'ImageBlock', fileId: 'RmlsZTox', url: '/files/1.webp', width: 640, height: 480, alt: 'A star' },
          { __typename: 'SubscriberOnlyBlock', blocks: [{ __typename: 'MediaBlock', fileId: 'RmlsZToy', url: '/files/2?sig=x', mimeType: 'video/mp4', name: 'clip.mp4' }] },
          { __typename: 'AttachmentBlock', fileId: 'RmlsZToz', url: '/files/3?sig=y', name: 'notes.pdf', byteSize: 1234, mimeType: 'application/pdf' },
        ],
      }),
    });
    expect(blockTypes()).toEqual(['image', 'subscriberOnly', 'media', 'attachment']);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Gallery, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const op = await resolveOperation(environment, 'useUpdatePostMutation', {
      data: { updatePost: asError({ __typename: 'ForbiddenError', code: 'FORBIDDEN', message: 'no' }) },
    });
    expect(op.request.variables.input.content).toEqual([
      { image: { fileId: 'RmlsZTox', alt: 'A star' } },
      { subscriberOnly: { blocks: [{ media: { fileId: 'RmlsZToy' } }] } },
      { attachment: { fileId: 'RmlsZToz' } },
    ]);
  });

  it('tells non-members to join first', async () => {
    await renderApp('/club/aria/write', { viewer: signedInViewer }).then(({ environment }) =>
      resolveOperation(environment, 'ClubWritePageQuery', { Club: () => club({ viewerCanPost: false, viewerCanJoin: true }), Query: () => ({ postLinkLimit: 10 }) } as never),
    );
    expect(await screen.findByText('Join the club to write')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the club' }).getAttribute('href')).toBe('/club/aria');
  });
});
