/**
 * @generated SignedSource<<12822cd107a504fcd6294b8fee116a33>>
 * @relayHash b8c1b0e8c78fd644aeca4415fe1cfc90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8c1b0e8c78fd644aeca4415fe1cfc90

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type guardsAdminViewerQuery$variables = Record<PropertyKey, never>;
export type guardsAdminViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: UserRole | null | undefined;
  } | null | undefined;
};
export type guardsAdminViewerQuery = {
  response: guardsAdminViewerQuery$data;
  variables: guardsAdminViewerQuery$variables;
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
        "name": "role",
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
    "name": "guardsAdminViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "guardsAdminViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b8c1b0e8c78fd644aeca4415fe1cfc90",
    "metadata": {},
    "name": "guardsAdminViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "48e09c4a99537fa3447e2d2984fc8bcf";

export default node;
