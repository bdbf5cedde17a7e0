/**
 * @generated SignedSource<<63f64552f59d203b3609f8bea38fee0b>>
 * @relayHash c2df6fc4c4c594fbdff1599dbc7d075b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2df6fc4c4c594fbdff1599dbc7d075b

import { ConcreteRequest } from 'relay-runtime';
export type MyPageEditProfileQuery$variables = Record<PropertyKey, never>;
export type MyPageEditProfileQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
};
export type MyPageEditProfileQuery = {
  response: MyPageEditProfileQuery$data;
  variables: MyPageEditProfileQuery$variables;
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
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarUrl",
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
    "name": "MyPageEditProfileQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageEditProfileQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c2df6fc4c4c594fbdff1599dbc7d075b",
    "metadata": {},
    "name": "MyPageEditProfileQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1311f8c3aace21de0277ca0816556e5e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
