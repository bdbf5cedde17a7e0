/**
 * @generated SignedSource<<915ce4647d445c863ec86d185f620d74>>
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

(node as any).hash = "2bfca8de1a31136428f2fa333545df67";

export default node;
