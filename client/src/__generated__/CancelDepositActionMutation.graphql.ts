/**
 * @generated SignedSource<<837cfc8742a950f7fde50b5dac7d9b5e>>
 * @relayHash 5ce60a23b637e149dcfbf6d4526f027d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ce60a23b637e149dcfbf6d4526f027d

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_DELETION_BLOCKED" | "ACCOUNT_NUMBER_INVALID" | "ACCOUNT_NUMBER_MISMATCH" | "ACCOUNT_NUMBER_UNAVAILABLE" | "ACCOUNT_SUSPENDED" | "ALREADY_CREATOR" | "ALREADY_MEMBER" | "ALREADY_SUBSCRIBED" | "APPLICATION_PENDING" | "BAN_BLOCKED_BY_SUBSCRIPTION" | "BIRTH_DATE_INVALID" | "CANNOT_BAN_OWNER" | "CANNOT_BLOCK_SELF" | "CANNOT_REPORT_SELF" | "CARD_INVALID" | "CARD_REQUIRED" | "CHAT_BLOCKED" | "CHAT_EDIT_WINDOW_PASSED" | "CHAT_INBOX_PAUSED" | "CHAT_OWNER_CANNOT_CHAT" | "CHAT_PLAN_REQUIRED" | "CHAT_VIEWER_BLOCKED" | "CHAT_WORD_FILTERED" | "CHECKOUT_IN_PROGRESS" | "CLUB_BANNED" | "CLUB_URI_TAKEN" | "CODE_EXPIRED" | "CODE_INVALID" | "CONSENT_REQUIRED" | "CREATOR_REQUIRED" | "DEPOSIT_PENDING" | "DEPOSIT_TOO_LATE" | "EMAIL_INVALID" | "EMAIL_NOT_VERIFIED" | "EMAIL_TAKEN" | "EMBED_UNSUPPORTED" | "FILE_INVALID" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "FORBIDDEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVALID_URL" | "LEAVE_BLOCKED_BY_SUBSCRIPTION" | "MEMBERSHIP_REQUIRED" | "NICKNAME_LENGTH" | "NICKNAME_RESERVED" | "NICKNAME_TAKEN" | "NOT_ENOUGH_STOCK" | "NOT_FOUND" | "ORDER_STATE_CONFLICT" | "OWNER_CANNOT_BUY" | "OWNER_CANNOT_JOIN" | "OWNER_CANNOT_SUBSCRIBE" | "OWN_CASE" | "PASSWORD_HAS_SPACE" | "PASSWORD_MISMATCH" | "PASSWORD_NON_ASCII" | "PASSWORD_NO_DIGIT" | "PASSWORD_NO_LETTER" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PAYMENT_FAILED" | "PAYMENT_NOT_REFUNDABLE" | "PHONE_INVALID" | "PLAN_REQUIRED" | "PLAN_UNAVAILABLE" | "POST_LINK_LIMIT" | "PRICE_CHANGED" | "PRICE_INVALID" | "PURCHASE_LIMIT" | "RATE_LIMITED" | "RECENT_SIGN_IN_REQUIRED" | "REGISTRATION_NUMBER_INVALID" | "REPORT_ACTION_INVALID" | "REPORT_DETAILS_TOO_LONG" | "REPORT_RESOLVED" | "REQUIRED" | "RESEND_TOO_SOON" | "SALES_ENDED" | "SALES_NOT_OPEN" | "SCOPE_REQUIRED" | "SETTLEMENT_REQUIRED" | "SOLD_OUT" | "STOCK_CHANGED" | "SUBSCRIPTION_CHANGED" | "SUBSCRIPTION_ENDED" | "TICKET_ALREADY_USED" | "TICKET_ENDED" | "TICKET_INVALID" | "TICKET_OTHER_EVENT" | "TICKET_TOO_EARLY" | "TICKET_VOIDED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_UNPAID_ORDERS" | "TRACKING_NUMBER_INVALID" | "UNAUTHENTICATED" | "UNUSUAL_ACCESS" | "WITHDRAWAL_OVER_BALANCE" | "WITHDRAWAL_STATE_CONFLICT" | "WITHDRAWAL_TOO_LARGE" | "WITHDRAWAL_TOO_SMALL" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "PAID" | "PROCESSING" | "REFUNDED" | "WAITING_FOR_DEPOSIT" | "%future added value";
export type CancelDepositPaymentInput = {
  paymentId: string;
};
export type CancelDepositActionMutation$variables = {
  input: CancelDepositPaymentInput;
};
export type CancelDepositActionMutation$data = {
  readonly cancelDepositPayment: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly payment?: {
      readonly id: string;
      readonly status: PaymentStatus;
    };
  };
};
export type CancelDepositActionMutation = {
  response: CancelDepositActionMutation$data;
  variables: CancelDepositActionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelDepositPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "payment",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelDepositPaymentSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CancelDepositActionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CancelDepositActionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5ce60a23b637e149dcfbf6d4526f027d",
    "metadata": {},
    "name": "CancelDepositActionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5975b5b940d39bda96fbb67f7d0f153b";

export default node;
