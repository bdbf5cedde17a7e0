import { render, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { ClubCard_Test_Query } from '../../../__generated__/ClubCard_Test_Query.graphql';
import { Providers } from '../../../test/render';
import { ClubCard } from '../components/ClubCard';

function TestRenderer() {
  const data = useLazyLoadQuery<ClubCard_Test_Query>(
    graphql`
      query ClubCard_Test_Query @relay_test_operation {
        clubs(first: 1) {
          edges {
            node {
              ...ClubCard_club
            }
          }
        }
      }
    `,
    {},
  );
  const club = data.clubs.edges[0]?.node;
  return club ? <ClubCard club={club} /> : null;
}

describe('ClubCard', () => {
  it('shows the icon initial, name, fandom, member count and links to the club', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Club: () => ({ uri: 'luna', name: 'luna club', fandomName: 'Lunatics', iconUrl: null, bannerUrl: null, themeColor: '#f472b6', memberCount: 25_000 }),
      }),
    );
    render(
      <Providers environment={environment}>
        <MemoryRouter>
          <Suspense fallback="loading">
            <TestRenderer />
          </Suspense>
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByText('luna club')).toBeTruthy();
    expect(screen.getByText('L')).toBeTruthy();
    expect(screen.getByText('Fans: Lunatics')).toBeTruthy();
    expect(screen.getByText('25K members')).toBeTruthy();
    expect(screen.getByTestId('club-card').getAttribute('href')).toBe('/club/luna');
  });
});
