/**
 * @generated SignedSource<<ec8f0ffe7fc9d09e87cca7f64771a080>>
 * @relayHash 3bf336c042fa763a988468cef6d04a41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bf336c042fa763a988468cef6d04a41

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type AdminCreatorApplicationsPageQuery$variables = Record<PropertyKey, never>;
export type AdminCreatorApplicationsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: UserRole | null | undefined;
  } | null | undefined;
};
export type AdminCreatorApplicationsPageQuery = {
  response: AdminCreatorApplicationsPageQuery$data;
  variables: AdminCreatorApplicationsPageQuery$variables;
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
    "name": "AdminCreatorApplicationsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminCreatorApplicationsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3bf336c042fa763a988468cef6d04a41",
    "metadata": {},
    "name": "AdminCreatorApplicationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "03ec0b14c105f901dbf2efa710a9e46a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
