/**
 * @generated SignedSource<<6fe28f0e2f74e3fbc11bca4c376a8502>>
 * @relayHash bbff40649f4e4fc024f012337507d196
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbff40649f4e4fc024f012337507d196

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_DELETION_BLOCKED" | "ACCOUNT_NUMBER_INVALID" | "ACCOUNT_NUMBER_MISMATCH" | "ACCOUNT_NUMBER_UNAVAILABLE" | "ACCOUNT_SUSPENDED" | "ALREADY_CREATOR" | "ALREADY_MEMBER" | "ALREADY_SUBSCRIBED" | "APPLICATION_PENDING" | "BAN_BLOCKED_BY_SUBSCRIPTION" | "BIRTH_DATE_INVALID" | "CANNOT_BAN_OWNER" | "CANNOT_BLOCK_SELF" | "CANNOT_REPORT_SELF" | "CARD_INVALID" | "CARD_REQUIRED" | "CHAT_BLOCKED" | "CHAT_EDIT_WINDOW_PASSED" | "CHAT_INBOX_PAUSED" | "CHAT_OWNER_CANNOT_CHAT" | "CHAT_PLAN_REQUIRED" | "CHAT_VIEWER_BLOCKED" | "CHAT_WORD_FILTERED" | "CHECKOUT_IN_PROGRESS" | "CLUB_BANNED" | "CLUB_URI_TAKEN" | "CODE_EXPIRED" | "CODE_INVALID" | "CONSENT_REQUIRED" | "CREATOR_REQUIRED" | "DEPOSIT_PENDING" | "DEPOSIT_TOO_LATE" | "EMAIL_INVALID" | "EMAIL_NOT_VERIFIED" | "EMAIL_TAKEN" | "EMBED_UNSUPPORTED" | "FILE_INVALID" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "FORBIDDEN" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "INVALID_URL" | "LEAVE_BLOCKED_BY_SUBSCRIPTION" | "MEMBERSHIP_REQUIRED" | "NICKNAME_LENGTH" | "NICKNAME_RESERVED" | "NICKNAME_TAKEN" | "NOT_ENOUGH_STOCK" | "NOT_FOUND" | "ORDER_STATE_CONFLICT" | "OWNER_CANNOT_BUY" | "OWNER_CANNOT_JOIN" | "OWNER_CANNOT_SUBSCRIBE" | "OWN_CASE" | "PASSWORD_HAS_SPACE" | "PASSWORD_MISMATCH" | "PASSWORD_NON_ASCII" | "PASSWORD_NO_DIGIT" | "PASSWORD_NO_LETTER" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PAYMENT_FAILED" | "PAYMENT_NOT_REFUNDABLE" | "PHONE_INVALID" | "PLAN_REQUIRED" | "PLAN_UNAVAILABLE" | "POST_LINK_LIMIT" | "PRICE_CHANGED" | "PRICE_INVALID" | "PURCHASE_LIMIT" | "RATE_LIMITED" | "RECENT_SIGN_IN_REQUIRED" | "REGISTRATION_NUMBER_INVALID" | "REPORT_ACTION_INVALID" | "REPORT_DETAILS_TOO_LONG" | "REPORT_RESOLVED" | "REQUIRED" | "RESEND_TOO_SOON" | "SALES_ENDED" | "SALES_NOT_OPEN" | "SCOPE_REQUIRED" | "SETTLEMENT_REQUIRED" | "SOLD_OUT" | "STOCK_CHANGED" | "SUBSCRIPTION_CHANGED" | "SUBSCRIPTION_ENDED" | "TICKET_ALREADY_USED" | "TICKET_ENDED" | "TICKET_INVALID" | "TICKET_OTHER_EVENT" | "TICKET_TOO_EARLY" | "TICKET_VOIDED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_UNPAID_ORDERS" | "TRACKING_NUMBER_INVALID" | "UNAUTHENTICATED" | "UNUSUAL_ACCESS" | "WITHDRAWAL_OVER_BALANCE" | "WITHDRAWAL_STATE_CONFLICT" | "WITHDRAWAL_TOO_LARGE" | "WITHDRAWAL_TOO_SMALL" | "%future added value";
export type UpdatePostInput = {
  content: ReadonlyArray<PostBlockInput>;
  isNotice?: boolean | null | undefined;
  isOwnerOnly?: boolean | null | undefined;
  isSubscriberOnly?: boolean | null | undefined;
  postId: string;
  requiredPlanId?: string | null | undefined;
  title: string;
};
export type PostBlockInput = {
  attachment?: FileBlockInput | null | undefined;
  embed?: EmbedBlockInput | null | undefined;
  image?: FileBlockInput | null | undefined;
  media?: FileBlockInput | null | undefined;
  paragraph?: ParagraphBlockInput | null | undefined;
  subscriberOnly?: SubscriberOnlyBlockInput | null | undefined;
};
export type FileBlockInput = {
  alt?: string | null | undefined;
  fileId: string;
};
export type EmbedBlockInput = {
  url: string;
};
export type ParagraphBlockInput = {
  spans: ReadonlyArray<TextSpanInput>;
};
export type TextSpanInput = {
  bold?: boolean | null | undefined;
  href?: string | null | undefined;
  italic?: boolean | null | undefined;
  text: string;
};
export type SubscriberOnlyBlockInput = {
  blocks: ReadonlyArray<PostBlockInput>;
};
export type useUpdatePostMutation$variables = {
  input: UpdatePostInput;
};
export type useUpdatePostMutation$data = {
  readonly updatePost: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly field?: string;
    readonly message?: string;
    readonly post?: {
      readonly id: string;
      readonly isEdited: boolean;
      readonly isNotice: boolean;
      readonly isOwnerOnly: boolean;
      readonly isSubscriberOnly: boolean;
      readonly title: string;
      readonly updatedAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"PostCard_post" | "PostEditor_post">;
    };
  };
};
export type useUpdatePostMutation = {
  response: useUpdatePostMutation$data;
  variables: useUpdatePostMutation$variables;
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
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isNotice",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSubscriberOnly",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwnerOnly",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEdited",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v10 = {
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
v11 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "InvalidInputError",
  "abstractKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TextSpan",
      "kind": "LinkedField",
      "name": "spans",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "italic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "href",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ParagraphBlock",
  "abstractKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": [
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    }
  ],
  "type": "ImageBlock",
  "abstractKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mimeType",
  "storageKey": null
},
v18 = {
  "kind": "InlineFragment",
  "selections": [
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    (v17/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "type": "MediaBlock",
  "abstractKey": null
},
v19 = {
  "kind": "InlineFragment",
  "selections": [
    (v15/*:: as any*/)
  ],
  "type": "EmbedBlock",
  "abstractKey": null
},
v20 = {
  "kind": "InlineFragment",
  "selections": [
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    (v17/*:: as any*/)
  ],
  "type": "AttachmentBlock",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updatePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PostCard_post"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PostEditor_post"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdatePostSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
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
    "name": "useUpdatePostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updatePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "excerpt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isLocked",
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
                    "name": "commentCount",
                    "storageKey": null
                  },
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
                    "name": "authorAvatarUrl",
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
                      (v12/*:: as any*/),
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
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReactionSummary",
                    "kind": "LinkedField",
                    "name": "reactions",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "total",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerReaction",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isOwnerPost",
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
                    "concreteType": "Plan",
                    "kind": "LinkedField",
                    "name": "requiredPlan",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "content",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v13/*:: as any*/),
                      (v16/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "blocks",
                            "plural": true,
                            "selections": [
                              (v2/*:: as any*/),
                              (v13/*:: as any*/),
                              (v16/*:: as any*/),
                              (v18/*:: as any*/),
                              (v19/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "SubscriberOnlyBlock",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdatePostSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bbff40649f4e4fc024f012337507d196",
    "metadata": {},
    "name": "useUpdatePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7efc9d87f0cac177d6d29596ca0a944";

export default node;
