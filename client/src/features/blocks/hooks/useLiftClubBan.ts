import { graphql } from 'react-relay/hooks';
import type { useLiftClubBanMutation } from '../../../__generated__/useLiftClubBanMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useLiftClubBanMutation($input: LiftClubBanInput!, $connections: [ID!]!) {
    liftClubBan(input: $input) {
      __typename
      ... on LiftClubBanSuccess {
        liftedBanId @deleteEdge(connections: $connections)
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useLiftClubBan() {
  const [liftClubBan, isInFlight] = useMutationPromise<useLiftClubBanMutation>(mutation);
  return { liftClubBan, isInFlight };
}
