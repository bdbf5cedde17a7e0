/**
 * @generated SignedSource<<8f2b8d1f0201e38682d76533d3f8f675>>
 * @relayHash 40f6b09f568897e52948046b13817da0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40f6b09f568897e52948046b13817da0

import { ConcreteRequest } from 'relay-runtime';
export type ChatUnreadBadgeQuery$variables = Record<PropertyKey, never>;
export type ChatUnreadBadgeQuery$data = {
  readonly chatUnreadCount: number;
  readonly viewer: {
    readonly id: string;
    readonly ownedClubs: ReadonlyArray<{
      readonly id: string;
    }>;
  } | null | undefined;
};
export type ChatUnreadBadgeQuery = {
  response: ChatUnreadBadgeQuery$data;
  variables: ChatUnreadBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Club",
        "kind": "LinkedField",
        "name": "ownedClubs",
        "plural": true,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "ChatUnreadBadgeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatUnreadBadgeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "40f6b09f568897e52948046b13817da0",
    "metadata": {},
    "name": "ChatUnreadBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1a712d9fb49a9f2f2e5d4798e011de5b";

export default node;
