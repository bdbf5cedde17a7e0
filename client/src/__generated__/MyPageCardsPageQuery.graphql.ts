/**
 * @generated SignedSource<<28fa17bef6071206b3b77b5ef0db685f>>
 * @relayHash b6278d4c17364739c554c316f2c80912
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6278d4c17364739c554c316f2c80912

import { ConcreteRequest } from 'relay-runtime';
export type MyPageCardsPageQuery$variables = Record<PropertyKey, never>;
export type MyPageCardsPageQuery$data = {
  readonly paymentCards: ReadonlyArray<{
    readonly brand: string;
    readonly createdAt: string;
    readonly id: string;
    readonly last4: string;
  }>;
};
export type MyPageCardsPageQuery = {
  response: MyPageCardsPageQuery$data;
  variables: MyPageCardsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentCard",
    "kind": "LinkedField",
    "name": "paymentCards",
    "plural": true,
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
        "name": "brand",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "last4",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "MyPageCardsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageCardsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b6278d4c17364739c554c316f2c80912",
    "metadata": {},
    "name": "MyPageCardsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b9f8fe4686f7dd46ed5a992492b1eb91";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
