import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateClubMutation, useCreateClubMutation$data } from '../../../__generated__/useCreateClubMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useCreateClubMutation($input: CreateClubInput!) {
    createClub(input: $input) {
      __typename
      ... on CreateClubSuccess {
        club {
          id
          uri
          ...ManagedClubCard_club
        }
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

/** Puts the new club first in the viewer's ownedClubs, so /mypage/manage lists it without a refetch. */
export function prependOwnedClub(store: RecordSourceSelectorProxy<useCreateClubMutation$data>) {
  const payload = store.getRootField('createClub');
  if (payload?.getValue('__typename') !== 'CreateClubSuccess') return;
  const club = payload.getLinkedRecord('club');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!club || !viewer) return;
  const owned = viewer.getLinkedRecords('ownedClubs');
  if (!owned) return;
  if (owned.some((record) => record?.getDataID() === club.getDataID())) return;
  viewer.setLinkedRecords([club, ...owned], 'ownedClubs');
}

export function useCreateClub() {
  const [run, isInFlight] = useMutationPromise<useCreateClubMutation>(mutation);
  const createClub = (variables: useCreateClubMutation['variables']) => run(variables, { updater: prependOwnedClub });
  return { createClub, isInFlight };
}
