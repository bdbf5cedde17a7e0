import { graphql } from 'react-relay/hooks';
import type { useUpdateClubNotificationSettingsMutation } from '../../../__generated__/useUpdateClubNotificationSettingsMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useUpdateClubNotificationSettingsMutation($input: UpdateClubNotificationSettingsInput!) {
    updateClubNotificationSettings(input: $input) {
      __typename
      ... on UpdateClubNotificationSettingsSuccess {
        membership {
          id
          notifyPosts
          notifyNotices
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Turns a club's new-post and notice notifications on or off for the viewer. */
export function useUpdateClubNotificationSettings() {
  const [updateClubNotificationSettings, isInFlight] = useMutationPromise<useUpdateClubNotificationSettingsMutation>(mutation);
  return { updateClubNotificationSettings, isInFlight };
}
