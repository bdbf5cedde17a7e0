import { graphql } from 'react-relay/hooks';
import type { useUpdateChatSettingsMutation } from '../../../__generated__/useUpdateChatSettingsMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateChatSettingsMutation($clubId: ID!, $audience: ChatAudience, $minPlanLevel: Int, $inboxPaused: Boolean, $blockedWords: [String!]) {
    updateChatSettings(clubId: $clubId, audience: $audience, minPlanLevel: $minPlanLevel, inboxPaused: $inboxPaused, blockedWords: $blockedWords) {
      __typename
      ... on Club {
        id
        chat {
          audience
          minPlanLevel
          inboxPaused
          blockedWords
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

/** The owner's chat settings of one club. */
export function useUpdateChatSettings() {
  const [updateChatSettings, isInFlight] = useMutationPromise<useUpdateChatSettingsMutation>(mutation);
  return { updateChatSettings, isInFlight };
}
