/**
 * @generated SignedSource<<58d81f55cda203ce67e6d8725e518aeb>>
 * @relayHash 30587b0607ac2365a3b0399afe041fea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30587b0607ac2365a3b0399afe041fea

import { ConcreteRequest } from 'relay-runtime';
export type useChatMessageActionsTypingMutation$variables = {
  conversationId: string;
};
export type useChatMessageActionsTypingMutation$data = {
  readonly sendChatTyping: {
    readonly __typename: string;
  };
};
export type useChatMessageActionsTypingMutation = {
  response: useChatMessageActionsTypingMutation$data;
  variables: useChatMessageActionsTypingMutation$variables;
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
    "name": "sendChatTyping",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "useChatMessageActionsTypingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMessageActionsTypingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "30587b0607ac2365a3b0399afe041fea",
    "metadata": {},
    "name": "useChatMessageActionsTypingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1eabac2d2480e341001b1083bdf0cd25";

export default node;
