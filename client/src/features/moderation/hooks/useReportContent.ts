import { graphql } from 'react-relay/hooks';
import type { useReportContentMutation } from '../../../__generated__/useReportContentMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const report = graphql`
  mutation useReportContentMutation($input: ReportContentInput!) {
    reportContent(input: $input) {
      __typename
      ... on ReportContentSuccess {
        report {
          id
          status
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

/** Reports a post, comment or user (signed in; idempotent while the earlier report is open). */
export function useReportContent() {
  const [commit, isInFlight] = useMutationPromise<useReportContentMutation>(report);
  const reportContent = (input: useReportContentMutation['variables']['input']) => commit({ input });
  return { reportContent, isInFlight };
}
