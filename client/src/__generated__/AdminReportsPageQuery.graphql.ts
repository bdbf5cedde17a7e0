/**
 * @generated SignedSource<<36cd272181f63ffa6a6e8ad0c63410fc>>
 * @relayHash a648ca68f574c503265a3e49ca4caba7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a648ca68f574c503265a3e49ca4caba7

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type AdminReportsPageQuery$variables = Record<PropertyKey, never>;
export type AdminReportsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: UserRole | null | undefined;
  } | null | undefined;
};
export type AdminReportsPageQuery = {
  response: AdminReportsPageQuery$data;
  variables: AdminReportsPageQuery$variables;
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
    "name": "AdminReportsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminReportsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a648ca68f574c503265a3e49ca4caba7",
    "metadata": {},
    "name": "AdminReportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d381484350606e28adf3e4a8e70e5301";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
