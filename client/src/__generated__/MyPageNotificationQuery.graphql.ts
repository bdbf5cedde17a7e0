/**
 * @generated SignedSource<<6e0c52bba24b960eee38f303ea47030b>>
 * @relayHash f4aebcb5f5878f5327db04fe3f4d6ace
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4aebcb5f5878f5327db04fe3f4d6ace

import { ConcreteRequest } from 'relay-runtime';
export type MyPageNotificationQuery$variables = Record<PropertyKey, never>;
export type MyPageNotificationQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly notificationSettings: {
      readonly byEmail: boolean;
      readonly chatMessages: boolean;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatMessages",
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
    "id": "f4aebcb5f5878f5327db04fe3f4d6ace",
    "metadata": {},
    "name": "MyPageNotificationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "277166cb226a9fbe870ba499c5f173f0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
