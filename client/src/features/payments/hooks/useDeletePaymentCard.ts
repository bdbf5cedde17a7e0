import { graphql } from 'react-relay/hooks';
import type { useDeletePaymentCardMutation } from '../../../__generated__/useDeletePaymentCardMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useDeletePaymentCardMutation($input: DeletePaymentCardInput!) {
    deletePaymentCard(input: $input) {
      __typename
      ... on DeletePaymentCardSuccess {
        deletedCardId
        cancelledSubscriptions {
          id
          status
          renews
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Deletes a card and takes it out of the viewer's card list in the store. */
export function useDeletePaymentCard() {
  const [commit, isInFlight] = useMutationPromise<useDeletePaymentCardMutation>(mutation);
  const deletePaymentCard = (cardId: string) =>
    commit(
      { input: { cardId } },
      {
        updater: (store) => {
          const deleted = store.getRootField('deletePaymentCard')?.getValue('deletedCardId');
          if (typeof deleted !== 'string') return;
          const root = store.getRoot();
          const cards = root.getLinkedRecords('paymentCards');
          if (cards) root.setLinkedRecords(cards.filter((card) => card?.getDataID() !== deleted), 'paymentCards');
        },
      },
    );
  return { deletePaymentCard, isInFlight };
}
