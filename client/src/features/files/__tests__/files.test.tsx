import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../../../i18n/messages';
import { Providers } from '../../../test/render';
import { ImageUploadField } from '../ImageUploadField';
import { useFileUpload, type UploadedFileJson } from '../useFileUpload';
import { FakeXhr, installFakeXhr } from './fake-xhr';

const stored: UploadedFileJson = {
  id: 'VXBsb2FkZWRGaWxlOjE=',
  kind: 'IMAGE',
  name: 'me.png',
  mimeType: 'image/webp',
  byteSize: 1234,
  url: '/files/0b6a4f7e-0000-4000-8000-000000000001.webp',
  width: 640,
  height: 480,
};

const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;
let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

// The uploader's strings are feature-page English (the router loads them with such a page).
beforeAll(() => loadFeatureMessages());

describe('useFileUpload', () => {
  it('posts kind then file with credentials and the client header, reports progress and the stored file', async () => {
    const { result } = renderHook(() => useFileUpload('image'), { wrapper });
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    let done!: Promise<UploadedFileJson>;
    act(() => {
      done = result.current.upload(file);
    });
    expect(result.current.isUploading).toBe(true);
    const [xhr] = FakeXhr.requests;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/files');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-oshi-client']).toBe('web');
    expect([...xhr.body!.keys()]).toEqual(['kind', 'file']);
    expect(xhr.body!.get('kind')).toBe('image');
    expect((xhr.body!.get('file') as File).name).toBe('me.png');

    act(() => xhr.progress(50, 200));
    expect(result.current.progress).toBe(0.25);
    await act(async () => {
      xhr.respond(201, stored);
      await expect(done).resolves.toEqual(stored);
    });
    expect(result.current).toMatchObject({ isUploading: false, progress: 1, error: null });
  });

  it.each([
    [413, 'FILE_TOO_LARGE', 'This file is too large. The limit is 200 MB.'],
    [415, 'FILE_TYPE_NOT_ALLOWED', 'This type of file isn’t supported.'],
    [500, 'InternalError', 'Couldn’t upload the file. Please try again later.'],
  ])('localizes a %i answer', async (status, name, message) => {
    const { result } = renderHook(() => useFileUpload('media'), { wrapper });
    let done!: Promise<UploadedFileJson>;
    act(() => {
      done = result.current.upload(new File(['x'], 'clip.mp4'));
    });
    await act(async () => {
      FakeXhr.requests[0].respond(status, { status, name, desc: 'nope' });
      await expect(done).rejects.toMatchObject({ code: name, status });
    });
    expect(result.current.error).toBe(message);
    expect(result.current.isUploading).toBe(false);
  });

  it('names the frame and pixel limits when the server finds a picture too big to process', async () => {
    const { result } = renderHook(() => useFileUpload('image'), { wrapper });
    let done!: Promise<UploadedFileJson>;
    act(() => {
      done = result.current.upload(new File(['x'], 'party.gif'));
    });
    await act(async () => {
      FakeXhr.requests[0].respond(413, { status: 413, name: 'FILE_TOO_LARGE', desc: 'nope', payload: { limitBytes: 10485760, maxFrames: 100, maxMegapixels: 25 } });
      await expect(done).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
    });
    expect(result.current.error).toBe('This image is too big to process: at most 100 frames and 25 megapixels in all.');
  });

  it('refuses a file over the limit without sending it', async () => {
    const { result } = renderHook(() => useFileUpload('image'), { wrapper });
    const big = new File(['x'], 'big.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await act(async () => {
      await expect(result.current.upload(big)).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    });
    expect(FakeXhr.requests).toHaveLength(0);
    expect(result.current.error).toBe('This file is too large. The limit is 10 MB.');
  });
});

describe('ImageUploadField', () => {
  it('uploads the picked image, shows progress, hands over the file and can remove it', async () => {
    const onUploaded = vi.fn();
    const onRemove = vi.fn();
    const { rerender } = render(
      <Providers>
        <ImageUploadField label="Profile picture" value={null} onUploaded={onUploaded} onRemove={onRemove} />
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].progress(3, 4));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    await act(async () => FakeXhr.requests[0].respond(201, stored));
    expect(onUploaded).toHaveBeenCalledWith(stored);
    expect(screen.queryByRole('progressbar')).toBeNull();

    rerender(
      <Providers>
        <ImageUploadField label="Profile picture" value={stored.url} onUploaded={onUploaded} onRemove={onRemove} />
      </Providers>,
    );
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(stored.url);
    expect(screen.getByRole('button', { name: 'Change image' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    const onUploaded = vi.fn();
    render(
      <Providers>
        <ImageUploadField label="Club icon" shape="square" value={null} onUploaded={onUploaded} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Club icon'), { target: { files: [new File(['MZ'], 'icon.png')] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    await act(async () => FakeXhr.requests[0].respond(415, { status: 415, name: 'FILE_TYPE_NOT_ALLOWED', desc: 'no' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This type of file isn’t supported.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
