/**
 * @generated SignedSource<<693857e456ac29b3efe9c87542734d3d>>
 * @relayHash e79f68b6a71c0fbcf5c17b7fd984dc85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e79f68b6a71c0fbcf5c17b7fd984dc85

import { ConcreteRequest } from 'relay-runtime';
export type ConsentKind = "MARKETING" | "PAYMENT_AGENCY" | "PRIVACY_COLLECTION" | "TERMS_OF_SERVICE" | "THIRD_PARTY_PROVISION" | "%future added value";
export type BridgePageQuery$variables = Record<PropertyKey, never>;
export type BridgePageQuery$data = {
  readonly viewer: {
    readonly consents: ReadonlyArray<{
      readonly kind: ConsentKind;
    }> | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type BridgePageQuery = {
  response: BridgePageQuery$data;
  variables: BridgePageQuery$variables;
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
    "name": "BridgePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BridgePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e79f68b6a71c0fbcf5c17b7fd984dc85",
    "metadata": {},
    "name": "BridgePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d6ae3c2708d19f6f036f3662b12378c8";

export default node;
