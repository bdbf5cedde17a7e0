/**
 * @generated SignedSource<<18d446ea9f2d743bd7f8e9a80dbeb60a>>
 * @relayHash b4d4cd3c476ac26b6c378fdd821ea043
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4d4cd3c476ac26b6c378fdd821ea043

import { ConcreteRequest } from 'relay-runtime';
export type useMarkChatReadMutation$variables = {
  conversationId: string;
};
export type useMarkChatReadMutation$data = {
  readonly markChatRead: {
    readonly __typename: "ChatReadPayload";
    readonly chatUnreadCount: number;
    readonly conversation: {
      readonly id: string;
      readonly viewerUnreadCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkChatReadMutation = {
  response: useMarkChatReadMutation$data;
  variables: useMarkChatReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "conversationId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "conversationId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markChatRead",
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
            "kind": "ScalarField",
            "name": "chatUnreadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatConversation",
            "kind": "LinkedField",
            "name": "conversation",
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
                "name": "viewerUnreadCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChatReadPayload",
        "abstractKey": null
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
    "name": "useMarkChatReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkChatReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b4d4cd3c476ac26b6c378fdd821ea043",
    "metadata": {},
    "name": "useMarkChatReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "31f3e124d5fef52db12dff1281813267";

export default node;
