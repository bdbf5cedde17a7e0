import { graphql } from 'react-relay/hooks';
import type { useUpdateNotificationSettingsMutation } from '../../../__generated__/useUpdateNotificationSettingsMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateNotificationSettingsMutation($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      __typename
      ... on UpdateNotificationSettingsSuccess {
        viewer {
          id
          notificationSettings {
            byEmail
            clubPosts
            commentReplies
            chatMessages
          }
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

export function useUpdateNotificationSettings() {
  const [updateNotificationSettings, isInFlight] = useMutationPromise<useUpdateNotificationSettingsMutation>(mutation);
  return { updateNotificationSettings, isInFlight };
}
