/**
 * @generated SignedSource<<394fd6fa23ed5adc69c5c9550ce98535>>
 * @relayHash 3fb4c37077ccdfd4d47d48415ba2efc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fb4c37077ccdfd4d47d48415ba2efc6

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type AdminWithdrawalsPageQuery$variables = Record<PropertyKey, never>;
export type AdminWithdrawalsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: UserRole | null | undefined;
  } | null | undefined;
};
export type AdminWithdrawalsPageQuery = {
  response: AdminWithdrawalsPageQuery$data;
  variables: AdminWithdrawalsPageQuery$variables;
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
    "name": "AdminWithdrawalsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminWithdrawalsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3fb4c37077ccdfd4d47d48415ba2efc6",
    "metadata": {},
    "name": "AdminWithdrawalsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dca62e1447ee36924f2082094bd5214c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
