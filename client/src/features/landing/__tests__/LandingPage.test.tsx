import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

let clubIndex = 0;
const clubs = [
  { name: 'Luna Club', fandomName: 'Lunatics', memberCount: 1234, themeColor: '#f472b6', uri: 'luna' },
  { name: 'Mika Lab', fandomName: null, memberCount: 1, themeColor: '#22d3ee', uri: 'mika' },
];

describe('landing page', () => {
  it('shows the pitch and the featured public clubs from clubs(first: 6)', async () => {
    clubIndex = 0;
    const { environment } = await renderApp('/', {
      resolvers: {
        QueryClubsConnection: () => ({ totalCount: 9, edges: clubs.map(() => ({})) }),
        Club: () => ({ iconUrl: null, bannerUrl: null, ...clubs[clubIndex++ % clubs.length] }),
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Get closer to your oshi');
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/account/start');

    const cards = await screen.findAllByTestId('club-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Luna Club')).toBeTruthy();
    expect(within(cards[0]).getByText('Fans: Lunatics')).toBeTruthy();
    expect(within(cards[0]).getByText('1,234 members')).toBeTruthy();
    expect(cards[0].getAttribute('href')).toBe('/club/luna');
    expect(within(cards[1]).getByText('1 member')).toBeTruthy();
    // 9 clubs in total, 2 shown.
    expect(screen.getByRole('link', { name: 'See 7 more clubs' }).getAttribute('href')).toBe('/search');

    const landing = environment.mock.getAllOperations();
    expect(landing).toHaveLength(0);
  });

  it('shows an empty state when there are no public clubs', async () => {
    await renderApp('/', {
      resolvers: { QueryClubsConnection: () => ({ totalCount: 0, edges: [] }) },
    });
    expect(await screen.findByText('No public clubs yet')).toBeTruthy();
  });

  it('asks for six clubs', async () => {
    const { environment } = await renderApp('/');
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'LandingPageQuery');
    expect(operation?.request.variables).toEqual({ count: 6 });
  });
});
