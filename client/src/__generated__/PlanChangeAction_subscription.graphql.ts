/**
 * @generated SignedSource<<876edc6739bfeb320930954ce4902032>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlanChangeKind = "DOWNGRADE" | "UPGRADE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlanChangeAction_subscription$data = {
  readonly card: {
    readonly brand: string;
    readonly last4: string;
  } | null | undefined;
  readonly currentPeriodEnd: string;
  readonly id: string;
  readonly pendingPlan: {
    readonly id: string;
  } | null | undefined;
  readonly plan: {
    readonly id: string;
    readonly name: string;
  };
  readonly planChangeOptions: ReadonlyArray<{
    readonly appliesAt: string;
    readonly chargeNow: number;
    readonly kind: PlanChangeKind;
    readonly plan: {
      readonly id: string;
    };
  }>;
  readonly " $fragmentType": "PlanChangeAction_subscription";
};
export type PlanChangeAction_subscription$key = {
  readonly " $data"?: PlanChangeAction_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanChangeAction_subscription">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanChangeAction_subscription",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPeriodEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "pendingPlan",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentCard",
      "kind": "LinkedField",
      "name": "card",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanChangeOption",
      "kind": "LinkedField",
      "name": "planChangeOptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Plan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
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
          "name": "chargeNow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appliesAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PlanSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "4e7f7d4688b0bbb43bdce45a793174e5";

export default node;
