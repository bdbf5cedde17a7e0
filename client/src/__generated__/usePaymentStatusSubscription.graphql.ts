/**
 * @generated SignedSource<<d6966cf692837cab89a945e8639199bd>>
 * @relayHash c66cf346521a85b27ab2451d91fcfe33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c66cf346521a85b27ab2451d91fcfe33

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "PAID" | "PROCESSING" | "REFUNDED" | "WAITING_FOR_DEPOSIT" | "%future added value";
export type usePaymentStatusSubscription$variables = {
  paymentId: string;
};
export type usePaymentStatusSubscription$data = {
  readonly paymentStatusChanged: {
    readonly failureReason: string | null | undefined;
    readonly id: string;
    readonly paidAt: string | null | undefined;
    readonly status: PaymentStatus;
  };
};
export type usePaymentStatusSubscription = {
  response: usePaymentStatusSubscription$data;
  variables: usePaymentStatusSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paymentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "paymentId",
        "variableName": "paymentId"
      }
    ],
    "concreteType": "Payment",
    "kind": "LinkedField",
    "name": "paymentStatusChanged",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paidAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failureReason",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePaymentStatusSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentStatusSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c66cf346521a85b27ab2451d91fcfe33",
    "metadata": {},
    "name": "usePaymentStatusSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "aab25de6df4109b7bf73406f65709b7f";

export default node;
