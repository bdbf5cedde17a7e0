/**
 * @generated SignedSource<<cea2d29efe318aba5d02e8059291bc99>>
 * @relayHash ee7f03ef399610140f4baad22b6c0e76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee7f03ef399610140f4baad22b6c0e76

import { ConcreteRequest } from 'relay-runtime';
export type ChatAudience = "MEMBERS" | "SUBSCRIBERS" | "%future added value";
export type ChatRefusal = "CHAT_BLOCKED" | "CHAT_INBOX_PAUSED" | "CHAT_OWNER_CANNOT_CHAT" | "CHAT_PLAN_REQUIRED" | "CHAT_VIEWER_BLOCKED" | "CLUB_BANNED" | "MEMBERSHIP_REQUIRED" | "SIGN_IN" | "%future added value";
export type ClubChatPageQuery$variables = {
  clubUri: string;
};
export type ClubChatPageQuery$data = {
  readonly club: {
    readonly __typename: string;
    readonly found: {
      readonly chat: {
        readonly audience: ChatAudience;
        readonly inboxPaused: boolean;
        readonly minPlanLevel: number;
        readonly viewerConversation: {
          readonly id: string;
        } | null | undefined;
        readonly viewerPermission: {
          readonly canWrite: boolean;
          readonly minPlanLevel: number | null | undefined;
          readonly refusal: ChatRefusal | null | undefined;
        };
      } | null | undefined;
      readonly iconUrl: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly uri: string;
      readonly viewerIsOwner: boolean;
    } | null | undefined;
    readonly message?: string;
  };
};
export type ClubChatPageQuery = {
  response: ClubChatPageQuery$data;
  variables: ClubChatPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clubUri"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "uri",
    "variableName": "clubUri"
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
  "name": "minPlanLevel",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/)
],
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uri",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClubChat",
      "kind": "LinkedField",
      "name": "chat",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "audience",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inboxPaused",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChatPermission",
          "kind": "LinkedField",
          "name": "viewerPermission",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canWrite",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "refusal",
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChatConversation",
          "kind": "LinkedField",
          "name": "viewerConversation",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClubChatPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "club",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": (v6/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "found"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClubChatPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "club",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ee7f03ef399610140f4baad22b6c0e76",
    "metadata": {},
    "name": "ClubChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "467d8daf3eff193e450d0faf37491fcb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
