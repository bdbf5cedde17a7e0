import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../app/toasts';
import { renderApp, signedInViewer } from '../../../test/render';
import { asError, resolveOperation } from '../../clubs/__tests__/helpers';
import { isValidUri, uriRules } from '../CreateClubForm';

// Charts draw on a canvas, which jsdom lacks (CreatorDashboard.test covers the dashboard).
vi.mock('../dashboard/DashboardCharts', () => ({ default: () => null }));
// The client project shares workers between files: the next file gets the real module.
afterAll(() => vi.doUnmock('../dashboard/DashboardCharts'));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => clearToasts());

describe('club address rules', () => {
  it('needs 3–30 lowercase letters, digits or hyphens, starting with a letter', () => {
    expect(isValidUri('aria-nova2')).toBe(true);
    expect(uriRules('ab')).toEqual({ length: false, characters: true, start: true });
    expect(uriRules('2aria')).toMatchObject({ start: false });
    expect(uriRules('Aria_Nova')).toMatchObject({ characters: false, start: false });
    expect(isValidUri('a'.repeat(31))).toBe(false);
  });
});

describe('/mypage/manage', () => {
  it('points users who are not creators to /creator', async () => {
    const { environment } = await renderApp('/mypage/manage', { viewer: signedInViewer });
    await resolveOperation(environment, 'ManagePageQuery', { Query: () => ({ viewerCanCreateClub: false }), User: () => ({ id: 'VXNlcjox', ownedClubs: [] }) });
    expect(await screen.findByText('Clubs are run by creators')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Become a creator' }).every((link) => link.getAttribute('href') === '/creator')).toBe(true);
  });

  it('lists owned clubs and creates a club, showing a taken address under the field', async () => {
    const { environment, router } = await renderApp('/mypage/manage', { viewer: signedInViewer });
    await resolveOperation(environment, 'ManagePageQuery', {
      Query: () => ({ viewerCanCreateClub: true }),
      User: () => ({
        id: 'VXNlcjox',
        ownedClubs: [{ id: 'Q2x1Yjox', uri: 'aria', name: 'Aria Nova Fan Club', iconUrl: null, bannerUrl: null, themeColor: '#ec4899', isPublic: true, memberCount: 3, fandomName: null }],
      }),
    });
    expect(await screen.findByText('Aria Nova Fan Club')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/club/aria/setting/edit');

    fireEvent.click(screen.getByRole('button', { name: 'Create a club' }));
    fireEvent.change(screen.getByLabelText('Club address'), { target: { value: 'Kai Lab' } });
    expect((screen.getByLabelText('Club address') as HTMLInputElement).value).toBe('kai-lab');
    fireEvent.click(screen.getByRole('button', { name: 'Create club' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Club name'), { target: { value: 'Kai’s Lab' } });
    fireEvent.change(screen.getByLabelText('Introduction'), { target: { value: 'Science streams.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create club' }));
    const taken = await resolveOperation(environment, 'useCreateClubMutation', {
      data: { createClub: asError({ __typename: 'ClubUriTakenError', code: 'CLUB_URI_TAKEN', message: 'taken' }) },
    });
    expect(taken.request.variables.input).toEqual({
      uri: 'kai-lab',
      name: 'Kai’s Lab',
      introduction: 'Science streams.',
      fandomName: null,
      themeColor: '#8b5cf6',
      iconFileId: null,
      bannerFileId: null,
      links: [],
    });
    expect(await screen.findByText('This address is already taken. Try another one.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Club address'), { target: { value: 'kai-lab-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create club' }));
    await resolveOperation(environment, 'useCreateClubMutation', {
      data: {
        createClub: {
          __typename: 'CreateClubSuccess',
          club: { __typename: 'Club', id: 'Q2x1Yjoy', uri: 'kai-lab-2', name: 'Kai’s Lab', iconUrl: null, bannerUrl: null, themeColor: '#8b5cf6', isPublic: false, memberCount: 0, fandomName: null },
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/club/kai-lab-2'));
    expect(screen.getByText('Kai’s Lab is ready. It’s private until you make it public.')).toBeTruthy();
  });
});
