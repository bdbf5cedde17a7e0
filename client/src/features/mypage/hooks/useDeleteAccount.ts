import { graphql } from 'react-relay/hooks';
import type { useDeleteAccountMutation } from '../../../__generated__/useDeleteAccountMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountSuccess {
        ok
      }
      ... on Error {
        code
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on AccountDeletionBlockedError {
        reasons
      }
      ... on InvalidCredentialsError {
        field
      }
    }
  }
`;

export function useDeleteAccount() {
  const [deleteAccount, isInFlight] = useMutationPromise<useDeleteAccountMutation>(mutation);
  return { deleteAccount, isInFlight };
}
