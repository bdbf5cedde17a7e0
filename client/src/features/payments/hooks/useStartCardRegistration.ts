import { graphql } from 'react-relay/hooks';
import type { useStartCardRegistrationMutation } from '../../../__generated__/useStartCardRegistrationMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const mutation = graphql`
  mutation useStartCardRegistrationMutation {
    startCardRegistration {
      issueId
    }
  }
`;

/** The issue id the gateway's card window is opened with: only this viewer can register what it issues. */
export function useStartCardRegistration() {
  const [startCardRegistration] = useMutationPromise<useStartCardRegistrationMutation>(mutation);
  return { startCardRegistration };
}
