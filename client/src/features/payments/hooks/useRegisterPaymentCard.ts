import { graphql } from 'react-relay/hooks';
import type { useRegisterPaymentCardMutation } from '../../../__generated__/useRegisterPaymentCardMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useRegisterPaymentCardMutation($input: RegisterPaymentCardInput!) {
    registerPaymentCard(input: $input) {
      __typename
      ... on RegisterPaymentCardSuccess {
        card {
          id
          brand
          last4
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

export function useRegisterPaymentCard() {
  const [registerPaymentCard, isInFlight] = useMutationPromise<useRegisterPaymentCardMutation>(mutation);
  return { registerPaymentCard, isInFlight };
}
