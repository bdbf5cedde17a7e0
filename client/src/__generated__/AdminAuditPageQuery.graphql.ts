/**
 * @generated SignedSource<<cc86208bfb9356517127e2093972864b>>
 * @relayHash 45abdfa20347d33408d2c2e895b3a637
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45abdfa20347d33408d2c2e895b3a637

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type AdminAuditPageQuery$variables = Record<PropertyKey, never>;
export type AdminAuditPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: UserRole | null | undefined;
  } | null | undefined;
};
export type AdminAuditPageQuery = {
  response: AdminAuditPageQuery$data;
  variables: AdminAuditPageQuery$variables;
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
    "name": "AdminAuditPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminAuditPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "45abdfa20347d33408d2c2e895b3a637",
    "metadata": {},
    "name": "AdminAuditPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "659b710c4d81c5a0c366dc6b77778b50";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
