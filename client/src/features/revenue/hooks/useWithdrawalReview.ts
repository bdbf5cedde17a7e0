import { graphql } from 'react-relay/hooks';
import type { useApproveWithdrawalMutation } from '../../../__generated__/useApproveWithdrawalMutation.graphql';
import type { useMarkWithdrawalPaidMutation } from '../../../__generated__/useMarkWithdrawalPaidMutation.graphql';
import type { useRejectWithdrawalMutation } from '../../../__generated__/useRejectWithdrawalMutation.graphql';
import type { useRevealWithdrawalAccountNumberMutation } from '../../../__generated__/useRevealWithdrawalAccountNumberMutation.graphql';
import { useMutationPromise } from '../../account/hooks/useMutationPromise';

const approve = graphql`
  mutation useApproveWithdrawalMutation($input: ApproveWithdrawalInput!) {
    approveWithdrawal(input: $input) {
      __typename
      ... on ApproveWithdrawalSuccess {
        withdrawal {
          id
          status
          approvedAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

const reject = graphql`
  mutation useRejectWithdrawalMutation($input: RejectWithdrawalInput!) {
    rejectWithdrawal(input: $input) {
      __typename
      ... on RejectWithdrawalSuccess {
        withdrawal {
          id
          status
          rejectionReason
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

const markPaid = graphql`
  mutation useMarkWithdrawalPaidMutation($input: MarkWithdrawalPaidInput!) {
    markWithdrawalPaid(input: $input) {
      __typename
      ... on MarkWithdrawalPaidSuccess {
        withdrawal {
          id
          status
          paidAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

// The full account number, for the administrator making the transfer (each reveal is audited on the server).
const reveal = graphql`
  mutation useRevealWithdrawalAccountNumberMutation($input: RevealWithdrawalAccountNumberInput!) {
    revealWithdrawalAccountNumber(input: $input) {
      __typename
      ... on RevealWithdrawalAccountNumberSuccess {
        accountNumber
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** The administrators' steps of a withdrawal: approve, reject with a reason, mark paid; and reveal the account it is paid to. */
export function useWithdrawalReview() {
  const [approveWithdrawal, approving] = useMutationPromise<useApproveWithdrawalMutation>(approve);
  const [rejectWithdrawal, rejecting] = useMutationPromise<useRejectWithdrawalMutation>(reject);
  const [markWithdrawalPaid, paying] = useMutationPromise<useMarkWithdrawalPaidMutation>(markPaid);
  const [revealAccountNumber, revealing] = useMutationPromise<useRevealWithdrawalAccountNumberMutation>(reveal);
  return { approveWithdrawal, rejectWithdrawal, markWithdrawalPaid, revealAccountNumber, revealing, isInFlight: approving || rejecting || paying };
}
