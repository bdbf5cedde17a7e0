/**
 * @generated SignedSource<<bda4f2c024a283a89c7bd5a71fa8e8fa>>
 * @relayHash a8b3aea445fcce778d019099e434ed33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8b3aea445fcce778d019099e434ed33

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_DELETION_BLOCKED" | "ACCOUNT_NUMBER_INVALID" | "ACCOUNT_NUMBER_MISMATCH" | "ACCOUNT_NUMBER_UNAVAILABLE" | "ACCOUNT_SUSPENDED" | "ALREADY_CREATOR" | "ALREADY_MEMBER" | "ALREADY_SUBSCRIBED" | "APPLICATION_PENDING" | "BAN_BLOCKED_BY_SUBSCRIPTION" | "BIRTH_DATE_INVALID" | "CANNOT_BAN_OWNER" | "CANNOT_BLOCK_SELF" | "CANNOT_REPORT_SELF" | "CARD_INVALID" | "CARD_REQUIRED" | "CHAT_BLOCKED" | "CHAT_EDIT_WINDOW_PASSED" | "CHAT_INBOX_PAUSED" | "CHAT_OWNER_CANNOT_CHAT" | "CHAT_PLAN_REQUIRED" | "CHAT_VIEWER_BLOCKED" | "CHAT_WORD_FILTERED" | "CHECKOUT_IN_PROGRESS" | "CLUB_BANNED" | "CLUB_URI_TAKEN" | "CODE_EXPIRED" | "CODE_INVALID" | "CONSENT_REQUIRED" | "CREATOR_REQUIRED" | "DEPOSIT_PENDING" | "DEPOSIT_TOO_LATE" | "EMAIL_INVALID" | "EMAIL_NOT_VERIFIED" | "EMAIL_TAKEN" | "EMBED_UNSUPPORTED" | "FILE_INVALID" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "FORBIDDEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVALID_URL" | "LEAVE_BLOCKED_BY_SUBSCRIPTION" | "MEMBERSHIP_REQUIRED" | "NICKNAME_LENGTH" | "NICKNAME_RESERVED" | "NICKNAME_TAKEN" | "NOT_ENOUGH_STOCK" | "NOT_FOUND" | "ORDER_STATE_CONFLICT" | "OWNER_CANNOT_BUY" | "OWNER_CANNOT_JOIN" | "OWNER_CANNOT_SUBSCRIBE" | "OWN_CASE" | "PASSWORD_HAS_SPACE" | "PASSWORD_MISMATCH" | "PASSWORD_NON_ASCII" | "PASSWORD_NO_DIGIT" | "PASSWORD_NO_LETTER" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PAYMENT_FAILED" | "PAYMENT_NOT_REFUNDABLE" | "PHONE_INVALID" | "PLAN_REQUIRED" | "PLAN_UNAVAILABLE" | "POST_LINK_LIMIT" | "PRICE_CHANGED" | "PRICE_INVALID" | "PURCHASE_LIMIT" | "RATE_LIMITED" | "RECENT_SIGN_IN_REQUIRED" | "REGISTRATION_NUMBER_INVALID" | "REPORT_ACTION_INVALID" | "REPORT_DETAILS_TOO_LONG" | "REPORT_RESOLVED" | "REQUIRED" | "RESEND_TOO_SOON" | "SALES_ENDED" | "SALES_NOT_OPEN" | "SCOPE_REQUIRED" | "SETTLEMENT_REQUIRED" | "SOLD_OUT" | "STOCK_CHANGED" | "SUBSCRIPTION_CHANGED" | "SUBSCRIPTION_ENDED" | "TICKET_ALREADY_USED" | "TICKET_ENDED" | "TICKET_INVALID" | "TICKET_OTHER_EVENT" | "TICKET_TOO_EARLY" | "TICKET_VOIDED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_UNPAID_ORDERS" | "TRACKING_NUMBER_INVALID" | "UNAUTHENTICATED" | "UNUSUAL_ACCESS" | "WITHDRAWAL_OVER_BALANCE" | "WITHDRAWAL_STATE_CONFLICT" | "WITHDRAWAL_TOO_LARGE" | "WITHDRAWAL_TOO_SMALL" | "%future added value";
export type PlanChangeOutcome = "SCHEDULED" | "UNSCHEDULED" | "UPGRADED" | "%future added value";
export type ChangeSubscriptionPlanInput = {
  planId: string;
  subscriptionId: string;
};
export type useChangeSubscriptionPlanMutation$variables = {
  input: ChangeSubscriptionPlanInput;
};
export type useChangeSubscriptionPlanMutation$data = {
  readonly changeSubscriptionPlan: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly message?: string;
    readonly outcome?: PlanChangeOutcome;
    readonly payment?: {
      readonly failureReason: string | null | undefined;
    };
    readonly subscription?: {
      readonly " $fragmentSpreads": FragmentRefs<"ClubSubscriptionPage_subscription" | "PlanChangeAction_subscription" | "SubscriptionRow_subscription">;
    };
  };
};
export type useChangeSubscriptionPlanMutation = {
  response: useChangeSubscriptionPlanMutation$data;
  variables: useChangeSubscriptionPlanMutation$variables;
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
  "name": "outcome",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failureReason",
  "storageKey": null
},
v5 = {
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
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthlyPrice",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeSubscriptionPlanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changeSubscriptionPlan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ClubSubscriptionPage_subscription"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlanChangeAction_subscription"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SubscriptionRow_subscription"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChangeSubscriptionPlanSuccess",
            "abstractKey": null
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
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "PaymentFailedError",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useChangeSubscriptionPlanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changeSubscriptionPlan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "method",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currentPeriodEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Plan",
                    "kind": "LinkedField",
                    "name": "plan",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Plan",
                    "kind": "LinkedField",
                    "name": "pendingPlan",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PaymentCard",
                    "kind": "LinkedField",
                    "name": "card",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "brand",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "last4",
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlanChangeOption",
                    "kind": "LinkedField",
                    "name": "planChangeOptions",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Plan",
                        "kind": "LinkedField",
                        "name": "plan",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "chargeNow",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "appliesAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayState",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "renews",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "monthsSubscribed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextPaymentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "renewalFailureReason",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pendingPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Club",
                    "kind": "LinkedField",
                    "name": "club",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "uri",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "iconUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "themeColor",
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChangeSubscriptionPlanSuccess",
            "abstractKey": null
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
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "PaymentFailedError",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a8b3aea445fcce778d019099e434ed33",
    "metadata": {},
    "name": "useChangeSubscriptionPlanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "025468e4f941be823d4093f887367221";

export default node;
