import { graphql } from 'react-relay/hooks';
import type { useUpdateClubMutation } from '../../../__generated__/useUpdateClubMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateClubMutation($input: UpdateClubInput!) {
    updateClub(input: $input) {
      __typename
      ... on UpdateClubSuccess {
        club {
          id
          ...ClubSettingsForm_club
          ...ClubAnniversaryNotices_club
          ...ClubHeader_club
          ...ClubFrame_club
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

export function useUpdateClub() {
  const [updateClub, isInFlight] = useMutationPromise<useUpdateClubMutation>(mutation);
  return { updateClub, isInFlight };
}
