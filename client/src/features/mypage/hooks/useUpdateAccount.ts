import { graphql } from 'react-relay/hooks';
import type { useUpdateAccountMutation } from '../../../__generated__/useUpdateAccountMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateAccountMutation($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      __typename
      ... on UpdateAccountSuccess {
        viewer {
          id
          name
          phone
          birthDate
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

export function useUpdateAccount() {
  const [updateAccount, isInFlight] = useMutationPromise<useUpdateAccountMutation>(mutation);
  return { updateAccount, isInFlight };
}
