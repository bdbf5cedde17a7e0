/**
 * @generated SignedSource<<6ac4cfacb635d8776d8f55840144578e>>
 * @relayHash eb19999f066879778085971bdce45172
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb19999f066879778085971bdce45172

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_DELETION_BLOCKED" | "ACCOUNT_NUMBER_INVALID" | "ACCOUNT_NUMBER_MISMATCH" | "ACCOUNT_NUMBER_UNAVAILABLE" | "ACCOUNT_SUSPENDED" | "ALREADY_CREATOR" | "ALREADY_MEMBER" | "ALREADY_SUBSCRIBED" | "APPLICATION_PENDING" | "BAN_BLOCKED_BY_SUBSCRIPTION" | "BIRTH_DATE_INVALID" | "CANNOT_BAN_OWNER" | "CANNOT_BLOCK_SELF" | "CANNOT_REPORT_SELF" | "CARD_INVALID" | "CARD_REQUIRED" | "CHAT_BLOCKED" | "CHAT_EDIT_WINDOW_PASSED" | "CHAT_INBOX_PAUSED" | "CHAT_OWNER_CANNOT_CHAT" | "CHAT_PLAN_REQUIRED" | "CHAT_VIEWER_BLOCKED" | "CHAT_WORD_FILTERED" | "CHECKOUT_IN_PROGRESS" | "CLUB_BANNED" | "CLUB_URI_TAKEN" | "CODE_EXPIRED" | "CODE_INVALID" | "CONSENT_REQUIRED" | "CREATOR_REQUIRED" | "DEPOSIT_PENDING" | "DEPOSIT_TOO_LATE" | "EMAIL_INVALID" | "EMAIL_NOT_VERIFIED" | "EMAIL_TAKEN" | "EMBED_UNSUPPORTED" | "FILE_INVALID" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "FORBIDDEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVALID_URL" | "LEAVE_BLOCKED_BY_SUBSCRIPTION" | "MEMBERSHIP_REQUIRED" | "NICKNAME_LENGTH" | "NICKNAME_RESERVED" | "NICKNAME_TAKEN" | "NOT_ENOUGH_STOCK" | "NOT_FOUND" | "ORDER_STATE_CONFLICT" | "OWNER_CANNOT_BUY" | "OWNER_CANNOT_JOIN" | "OWNER_CANNOT_SUBSCRIBE" | "OWN_CASE" | "PASSWORD_HAS_SPACE" | "PASSWORD_MISMATCH" | "PASSWORD_NON_ASCII" | "PASSWORD_NO_DIGIT" | "PASSWORD_NO_LETTER" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PAYMENT_FAILED" | "PAYMENT_NOT_REFUNDABLE" | "PHONE_INVALID" | "PLAN_REQUIRED" | "PLAN_UNAVAILABLE" | "POST_LINK_LIMIT" | "PRICE_CHANGED" | "PRICE_INVALID" | "PURCHASE_LIMIT" | "RATE_LIMITED" | "RECENT_SIGN_IN_REQUIRED" | "REGISTRATION_NUMBER_INVALID" | "REPORT_ACTION_INVALID" | "REPORT_DETAILS_TOO_LONG" | "REPORT_RESOLVED" | "REQUIRED" | "RESEND_TOO_SOON" | "SALES_ENDED" | "SALES_NOT_OPEN" | "SCOPE_REQUIRED" | "SETTLEMENT_REQUIRED" | "SOLD_OUT" | "STOCK_CHANGED" | "SUBSCRIPTION_CHANGED" | "SUBSCRIPTION_ENDED" | "TICKET_ALREADY_USED" | "TICKET_ENDED" | "TICKET_INVALID" | "TICKET_OTHER_EVENT" | "TICKET_TOO_EARLY" | "TICKET_VOIDED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_UNPAID_ORDERS" | "TRACKING_NUMBER_INVALID" | "UNAUTHENTICATED" | "UNUSUAL_ACCESS" | "WITHDRAWAL_OVER_BALANCE" | "WITHDRAWAL_STATE_CONFLICT" | "WITHDRAWAL_TOO_LARGE" | "WITHDRAWAL_TOO_SMALL" | "%future added value";
export type TicketFormat = "OFFLINE" | "ONLINE" | "%future added value";
export type TicketSeating = "GENERAL" | "RESERVED" | "%future added value";
export type UpdateProductInput = {
  description: string;
  digitalFileIds?: ReadonlyArray<string> | null | undefined;
  imageFileIds: ReadonlyArray<string>;
  memberOnly?: boolean | null | undefined;
  memberPrices?: ReadonlyArray<ProductMemberPriceInput> | null | undefined;
  name: string;
  options?: ReadonlyArray<ProductOptionInput> | null | undefined;
  perBuyerLimit?: number | null | undefined;
  previewFileId?: string | null | undefined;
  price: number;
  productId: string;
  salesCloseAt?: string | null | undefined;
  salesOpenAt?: string | null | undefined;
  shippingFee?: number | null | undefined;
  stock?: number | null | undefined;
  stockSeen?: number | null | undefined;
  ticket?: TicketDetailsInput | null | undefined;
};
export type ProductMemberPriceInput = {
  planLevel: number;
  price: number;
};
export type ProductOptionInput = {
  id?: string | null | undefined;
  name: string;
  stock: number;
  stockSeen?: number | null | undefined;
};
export type TicketDetailsInput = {
  eventStartsAt: string;
  format: TicketFormat;
  onlineAccessUrl?: string | null | undefined;
  seating: TicketSeating;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
  venueAddress?: string | null | undefined;
  venueMapUrl?: string | null | undefined;
  venueName?: string | null | undefined;
};
export type useUpdateProductMutation$variables = {
  input: UpdateProductInput;
};
export type useUpdateProductMutation$data = {
  readonly updateProduct: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly field?: string;
    readonly message?: string;
    readonly product?: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"EditProductPage_product" | "ManagedProductRow_product">;
    };
  };
};
export type useUpdateProductMutation = {
  response: useUpdateProductMutation$data;
  variables: useUpdateProductMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v7 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "InvalidInputError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "PriceInvalidError",
  "abstractKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileId",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ManagedProductRow_product"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EditProductPage_product"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateProductSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useUpdateProductMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrls",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availability",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "perBuyerLimit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shippingFee",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "memberOnly",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "salesOpenAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "salesCloseAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductMemberPrice",
                    "kind": "LinkedField",
                    "name": "memberPrices",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "planLevel",
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductOption",
                    "kind": "LinkedField",
                    "name": "options",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TicketDetails",
                    "kind": "LinkedField",
                    "name": "ticket",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "format",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "eventStartsAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "venueName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "venueAddress",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "venueMapUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "validFrom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "validUntil",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "seating",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductEditDetails",
                    "kind": "LinkedField",
                    "name": "editDetails",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductFile",
                        "kind": "LinkedField",
                        "name": "images",
                        "plural": true,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductFile",
                        "kind": "LinkedField",
                        "name": "digitalFiles",
                        "plural": true,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductFile",
                        "kind": "LinkedField",
                        "name": "preview",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "onlineAccessUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateProductSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eb19999f066879778085971bdce45172",
    "metadata": {},
    "name": "useUpdateProductMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e99c2e258d43c1fe96e6634420b41f7d";

export default node;
