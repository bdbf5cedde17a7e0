/**
 * @generated SignedSource<<d675b2379fe6b90fa0737bd06f172b4c>>
 * @relayHash c7bf116435bc21cdb92503ff17df28f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7bf116435bc21cdb92503ff17df28f5

import { ConcreteRequest } from 'relay-runtime';
export type ApiScope = "ACCOUNTS_READ" | "ACCOUNTS_WRITE" | "CLUBS_READ" | "CLUBS_WRITE" | "MEMBERSHIPS_READ" | "MEMBERSHIPS_WRITE" | "ORDERS_READ" | "ORDERS_WRITE" | "PAYMENTS_READ" | "POSTS_READ" | "POSTS_WRITE" | "REVENUE_READ" | "%future added value";
export type MyPageDeveloperQuery$variables = Record<PropertyKey, never>;
export type MyPageDeveloperQuery$data = {
  readonly viewer: {
    readonly apiTokens: ReadonlyArray<{
      readonly createdAt: string;
      readonly id: string;
      readonly lastUsedAt: string | null | undefined;
      readonly name: string;
      readonly prefix: string;
      readonly revokedAt: string | null | undefined;
      readonly scopes: ReadonlyArray<ApiScope>;
    }> | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type MyPageDeveloperQuery = {
  response: MyPageDeveloperQuery$data;
  variables: MyPageDeveloperQuery$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiTokens",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
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
    "name": "MyPageDeveloperQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageDeveloperQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c7bf116435bc21cdb92503ff17df28f5",
    "metadata": {},
    "name": "MyPageDeveloperQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c4f8b71a2e02730a9d5c280bb7196ba";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
