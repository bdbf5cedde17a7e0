/**
 * @generated SignedSource<<3ad77e82051380f6bf5b5487b6022461>>
 * @relayHash 5ed151f83709dc848645ef6611236854
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ed151f83709dc848645ef6611236854

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_DELETION_BLOCKED" | "ACCOUNT_NUMBER_INVALID" | "ACCOUNT_NUMBER_MISMATCH" | "ACCOUNT_NUMBER_UNAVAILABLE" | "ACCOUNT_SUSPENDED" | "ALREADY_CREATOR" | "ALREADY_MEMBER" | "ALREADY_SUBSCRIBED" | "APPLICATION_PENDING" | "BAN_BLOCKED_BY_SUBSCRIPTION" | "BIRTH_DATE_INVALID" | "CANNOT_BAN_OWNER" | "CANNOT_BLOCK_SELF" | "CANNOT_REPORT_SELF" | "CARD_INVALID" | "CARD_REQUIRED" | "CHAT_BLOCKED" | "CHAT_EDIT_WINDOW_PASSED" | "CHAT_INBOX_PAUSED" | "CHAT_OWNER_CANNOT_CHAT" | "CHAT_PLAN_REQUIRED" | "CHAT_VIEWER_BLOCKED" | "CHAT_WORD_FILTERED" | "CHECKOUT_IN_PROGRESS" | "CLUB_BANNED" | "CLUB_URI_TAKEN" | "CODE_EXPIRED" | "CODE_INVALID" | "CONSENT_REQUIRED" | "CREATOR_REQUIRED" | "DEPOSIT_PENDING" | "DEPOSIT_TOO_LATE" | "EMAIL_INVALID" | "EMAIL_NOT_VERIFIED" | "EMAIL_TAKEN" | "EMBED_UNSUPPORTED" | "FILE_INVALID" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "FORBIDDEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVALID_URL" | "LEAVE_BLOCKED_BY_SUBSCRIPTION" | "MEMBERSHIP_REQUIRED" | "NICKNAME_LENGTH" | "NICKNAME_RESERVED" | "NICKNAME_TAKEN" | "NOT_ENOUGH_STOCK" | "NOT_FOUND" | "ORDER_STATE_CONFLICT" | "OWNER_CANNOT_BUY" | "OWNER_CANNOT_JOIN" | "OWNER_CANNOT_SUBSCRIBE" | "OWN_CASE" | "PASSWORD_HAS_SPACE" | "PASSWORD_MISMATCH" | "PASSWORD_NON_ASCII" | "PASSWORD_NO_DIGIT" | "PASSWORD_NO_LETTER" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PAYMENT_FAILED" | "PAYMENT_NOT_REFUNDABLE" | "PHONE_INVALID" | "PLAN_REQUIRED" | "PLAN_UNAVAILABLE" | "POST_LINK_LIMIT" | "PRICE_CHANGED" | "PRICE_INVALID" | "PURCHASE_LIMIT" | "RATE_LIMITED" | "RECENT_SIGN_IN_REQUIRED" | "REGISTRATION_NUMBER_INVALID" | "REPORT_ACTION_INVALID" | "REPORT_DETAILS_TOO_LONG" | "REPORT_RESOLVED" | "REQUIRED" | "RESEND_TOO_SOON" | "SALES_ENDED" | "SALES_NOT_OPEN" | "SCOPE_REQUIRED" | "SETTLEMENT_REQUIRED" | "SOLD_OUT" | "STOCK_CHANGED" | "SUBSCRIPTION_CHANGED" | "SUBSCRIPTION_ENDED" | "TICKET_ALREADY_USED" | "TICKET_ENDED" | "TICKET_INVALID" | "TICKET_OTHER_EVENT" | "TICKET_TOO_EARLY" | "TICKET_VOIDED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_UNPAID_ORDERS" | "TRACKING_NUMBER_INVALID" | "UNAUTHENTICATED" | "UNUSUAL_ACCESS" | "WITHDRAWAL_OVER_BALANCE" | "WITHDRAWAL_STATE_CONFLICT" | "WITHDRAWAL_TOO_LARGE" | "WITHDRAWAL_TOO_SMALL" | "%future added value";
export type HideCommentInput = {
  commentId: string;
};
export type useHideCommentShowMutation$variables = {
  input: HideCommentInput;
};
export type useHideCommentShowMutation$data = {
  readonly showComment: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly comment?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
    };
    readonly message?: string;
  };
};
export type useHideCommentShowMutation = {
  response: useHideCommentShowMutation$data;
  variables: useHideCommentShowMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useHideCommentShowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "showComment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "comment",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CommentItem_comment"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "HideCommentSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHideCommentShowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "showComment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "comment",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "authorName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "authorIsOwner",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "authorAvatarUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isDeleted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isHidden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isEdited",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mentionedName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanDelete",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanHide",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanReport",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "HideCommentSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5ed151f83709dc848645ef6611236854",
    "metadata": {},
    "name": "useHideCommentShowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7b102739694e652fb2c6cd247ed7db3";

export default node;
