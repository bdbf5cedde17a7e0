/**
 * @generated SignedSource<<bb8ba50135b9ff5d9cc8280c04186f8d>>
 * @relayHash 660b5a1bc0059af163e328667168d9c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 660b5a1bc0059af163e328667168d9c3

import { ConcreteRequest } from 'relay-runtime';
export type ConsentKind = "MARKETING" | "PAYMENT_AGENCY" | "PRIVACY_COLLECTION" | "TERMS_OF_SERVICE" | "THIRD_PARTY_PROVISION" | "%future added value";
export type MyPagePolicyQuery$variables = Record<PropertyKey, never>;
export type MyPagePolicyQuery$data = {
  readonly viewer: {
    readonly consents: ReadonlyArray<{
      readonly agreedAt: string;
      readonly kind: ConsentKind;
      readonly version: string;
    }> | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type MyPagePolicyQuery = {
  response: MyPagePolicyQuery$data;
  variables: MyPagePolicyQuery$variables;
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
        "concreteType": "Consent",
        "kind": "LinkedField",
        "name": "consents",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "agreedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
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
    "name": "MyPagePolicyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPagePolicyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "660b5a1bc0059af163e328667168d9c3",
    "metadata": {},
    "name": "MyPagePolicyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2224f81f699cbff12511142551445026";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
