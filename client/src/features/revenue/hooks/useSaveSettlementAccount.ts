import { graphql } from 'react-relay/hooks';
import type { useSaveSettlementAccountMutation } from '../../../__generated__/useSaveSettlementAccountMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useSaveSettlementAccountMutation($input: SaveSettlementAccountInput!) {
    saveSettlementAccount(input: $input) {
      __typename
      ... on SaveSettlementAccountSuccess {
        settlementAccount {
          type
          bank
          accountHolder
          maskedAccountNumber
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

export function useSaveSettlementAccount() {
  const [saveSettlementAccount, isInFlight] = useMutationPromise<useSaveSettlementAccountMutation>(mutation);
  return { saveSettlementAccount, isInFlight };
}
