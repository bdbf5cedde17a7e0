import { graphql } from 'react-relay/hooks';
import type { useResolveReportMutation } from '../../../__generated__/useResolveReportMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const resolve = graphql`
  mutation useResolveReportMutation($input: ResolveReportInput!) {
    resolveReport(input: $input) {
      __typename
      ... on ResolveReportSuccess {
        resolvedCount
        report {
          id
          status
          resolution
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Hides, deletes, warns, suspends or dismisses (administrators); resolves every open report of the target. */
export function useResolveReport() {
  const [commit, isInFlight] = useMutationPromise<useResolveReportMutation>(resolve);
  const resolveReport = (input: useResolveReportMutation['variables']['input']) => commit({ input });
  return { resolveReport, isInFlight };
}
