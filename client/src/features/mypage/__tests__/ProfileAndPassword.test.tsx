import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer, type MockEnvironment } from '../../../test/render';
import { navigateAway } from '../../account/components/SocialButtons';
import { FakeXhr, installFakeXhr } from '../../files/__tests__/fake-xhr';

configure({ asyncUtilTimeout: 5000 });

async function resolveOperation(environment: MockEnvironment, name: string, resolvers: MockResolvers | { data: unknown }) {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    expect(found, name).toBeTruthy();
    return found!;
  });
  await act(async () =>
    environment.mock.resolve(operation, 'data' in resolvers ? (resolvers as never) : MockPayloadGenerator.generate(operation, resolvers as MockResolvers)),
  );
  return operation;
}

const asError = <T extends { __typename: string }>(error: T) => ({ ...error, __isError: error.__typename });

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => {
  restoreXhr();
  clearToasts();
});

describe('edit profile: avatar upload', () => {
  it('uploads a picture and saves it as avatarFileId', async () => {
    const { environment } = await renderApp('/mypage/edit-profile', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageEditProfileQuery', { User: () => ({ id: 'VXNlcjox', nickname: 'Mika', avatarUrl: null }) });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.change(await screen.findByLabelText('Profile picture'), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.requests[0].body!.get('kind')).toBe('image');
    // Saving waits for the upload.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    const url = '/files/6d1f0c3e-1111-4222-8333-944445555666.webp';
    await act(async () =>
      FakeXhr.requests[0].respond(201, { id: 'VXBsb2FkZWRGaWxlOjE=', kind: 'IMAGE', name: 'me.png', mimeType: 'image/webp', byteSize: 10, url, width: 64, height: 64 }),
    );
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const op = await resolveOperation(environment, 'useUpdateProfileMutation', {
      data: { updateProfile: { __typename: 'UpdateProfileSuccess', viewer: { id: 'VXNlcjox', nickname: 'Mika', avatarUrl: url } } },
    });
    expect(op.request.variables.input).toEqual({ nickname: 'Mika', avatarFileId: 'VXBsb2FkZWRGaWxlOjE=' });
    expect(await screen.findByText('Your profile has been changed.')).toBeTruthy();
  });

  it('removes the avatar and shows a refused file under the picture', async () => {
    const { environment } = await renderApp('/mypage/edit-profile', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageEditProfileQuery', { User: () => ({ id: 'VXNlcjox', nickname: 'Mika', avatarUrl: '/files/old.webp' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Image preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const op = await resolveOperation(environment, 'useUpdateProfileMutation', {
      data: { updateProfile: asError({ __typename: 'InvalidInputError', code: 'FILE_INVALID', message: 'nope', field: 'avatarFileId' }) },
    });
    expect(op.request.variables.input).toEqual({ nickname: 'Mika', removeAvatar: true });
    expect(await screen.findByText('That picture can’t be used. Please upload it again.')).toBeTruthy();
  });

  it('says why an upload was refused', async () => {
    const { environment } = await renderApp('/mypage/edit-profile', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageEditProfileQuery', { User: () => ({ id: 'VXNlcjox', nickname: 'Mika', avatarUrl: null }) });
    fireEvent.change(await screen.findByLabelText('Profile picture'), { target: { files: [new File(['exe'], 'me.png')] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    await act(async () => FakeXhr.requests[0].respond(415, { status: 415, name: 'FILE_TYPE_NOT_ALLOWED', desc: 'no' }));
    expect(await screen.findByText('This type of file isn’t supported.')).toBeTruthy();
  });
});

describe('change password', () => {
  it('validates, maps a wrong current password, then changes it with a toast and clears the form', async () => {
    const { environment } = await renderApp('/mypage/account', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageAccountQuery', {
      User: () => ({ id: 'VXNlcjox', email: 'mika@oshi.example', name: 'Kim', phone: '010', birthDate: '19990131', hasPassword: true }),
    });
    const form = (await screen.findByRole('form', { name: 'Change password' })) as HTMLFormElement;
    const submit = () => fireEvent.click(form.querySelector('button[type="submit"]')!);
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'oldpass12' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'short2' } });
    submit();
    expect(await screen.findByText('Your password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords don’t match.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'starlight42' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'starlight42' } });
    submit();
    const wrong = await resolveOperation(environment, 'useChangePasswordMutation', {
      data: { changePassword: asError({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'wrong', field: 'currentPassword' }) },
    });
    expect(wrong.request.variables.input).toEqual({ currentPassword: 'oldpass12', password: 'starlight42', passwordConfirmation: 'starlight42' });
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();

    submit();
    await resolveOperation(environment, 'useChangePasswordMutation', {
      data: { changePassword: { __typename: 'ChangePasswordSuccess', viewer: { id: 'VXNlcjox', hasPassword: true } } },
    });
    expect(await screen.findByText('Your password has been changed. You’ve been signed out on other devices.')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('lets a social-only account set a password without a current one', async () => {
    const { environment } = await renderApp('/mypage/account', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageAccountQuery', {
      User: () => ({ id: 'VXNlcjox', email: 'mika@oshi.example', name: null, phone: null, birthDate: null, hasPassword: false }),
    });
    const form = (await screen.findByRole('form', { name: 'Set a password' })) as HTMLFormElement;
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'starlight42' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'starlight42' } });
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    const op = await resolveOperation(environment, 'useChangePasswordMutation', {
      data: { changePassword: asError({ __typename: 'UnusualAccessError', code: 'UNUSUAL_ACCESS', message: 'slow down', retryAfterSeconds: 60 }) },
    });
    expect(op.request.variables.input.currentPassword).toBeNull();
    expect(await screen.findByText('Unusual access detected. Please try again later.')).toBeTruthy();
  });

  it('asks a social-only account to sign in again when its session is not fresh, coming back to the page', async () => {
    const { environment } = await renderApp('/mypage/account', { viewer: signedInViewer });
    await resolveOperation(environment, 'MyPageAccountQuery', {
      User: () => ({ id: 'VXNlcjox', email: 'mika@oshi.example', name: null, phone: null, birthDate: null, hasPassword: false }),
    });
    const form = (await screen.findByRole('form', { name: 'Set a password' })) as HTMLFormElement;
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'starlight42' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'starlight42' } });
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    await resolveOperation(environment, 'useChangePasswordMutation', {
      data: { changePassword: asError({ __typename: 'RecentSignInRequiredError', code: 'RECENT_SIGN_IN_REQUIRED', message: 'sign in again', minutes: 10 }) },
    });
    expect(await screen.findByText('For your security, sign in again with Google or Apple first. You’ll come straight back here.')).toBeTruthy();
    const go = vi.spyOn(navigateAway, 'to').mockImplementation(() => {});
    fireEvent.click(within(screen.getByTestId('recent-sign-in')).getByRole('button', { name: 'Continue with Google' }));
    expect(go).toHaveBeenCalledWith('/auth/google?l=%2Fmypage%2Faccount');
    go.mockRestore();
  });
});
