/**
 * @generated SignedSource<<1e108fbc84fa865062af3b4f94eb9214>>
 * @relayHash a2c5bd8c7c503fd44a1e2f59070616df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2c5bd8c7c503fd44a1e2f59070616df

import { ConcreteRequest } from 'relay-runtime';
export type MyPageDeleteAccountQuery$variables = Record<PropertyKey, never>;
export type MyPageDeleteAccountQuery$data = {
  readonly viewer: {
    readonly hasPassword: boolean | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type MyPageDeleteAccountQuery = {
  response: MyPageDeleteAccountQuery$data;
  variables: MyPageDeleteAccountQuery$variables;
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
        "name": "hasPassword",
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
    "name": "MyPageDeleteAccountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageDeleteAccountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a2c5bd8c7c503fd44a1e2f59070616df",
    "metadata": {},
    "name": "MyPageDeleteAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fced8421d32c51095bf823f8fc59e05b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
