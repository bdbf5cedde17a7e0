import { graphql } from 'react-relay/hooks';
import type { useUpdateProfileMutation } from '../../../__generated__/useUpdateProfileMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        viewer {
          id
          nickname
          avatarUrl
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

export function useUpdateProfile() {
  const [updateProfile, isInFlight] = useMutationPromise<useUpdateProfileMutation>(mutation);
  return { updateProfile, isInFlight };
}
