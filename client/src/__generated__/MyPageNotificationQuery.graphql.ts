/**
 * @generated SignedSource<<03fb2b3bc289d17d385889fc91f5d97e>>
 * @relayHash 28df5ef4f1dbc8a28d433442175da151
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28df5ef4f1dbc8a28d433442175da151

import { ConcreteRequest } from 'relay-runtime';
export type MyPageNotificationQuery$variables = Record<PropertyKey, never>;
export type MyPageNotificationQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly notificationSettings: {
      readonly byEmail: boolean;
      readonly clubPosts: boolean;
      readonly commentReplies: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type MyPageNotificationQuery = {
  response: MyPageNotificationQuery$data;
  variables: MyPageNotificationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "concreteType": "NotificationSettings",
        "kind": "LinkedField",
        "name": "notificationSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "byEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clubPosts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commentReplies",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyPageNotificationQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageNotificationQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "28df5ef4f1dbc8a28d433442175da151",
    "metadata": {},
    "name": "MyPageNotificationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2fd04c58155fb259031fd0f3b27a7fe";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
