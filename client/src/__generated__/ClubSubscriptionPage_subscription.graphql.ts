/**
 * @generated SignedSource<<0e74c924e4a852f28b3bfd9d4e53460e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "CARD" | "VIRTUAL_ACCOUNT" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "EXPIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClubSubscriptionPage_subscription$data = {
  readonly currentPeriodEnd: string;
  readonly method: PaymentMethod;
  readonly pendingPlan: {
    readonly name: string;
  } | null | undefined;
  readonly plan: {
    readonly id: string;
  };
  readonly status: SubscriptionStatus;
  readonly " $fragmentType": "ClubSubscriptionPage_subscription";
};
export type ClubSubscriptionPage_subscription$key = {
  readonly " $data"?: ClubSubscriptionPage_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubSubscriptionPage_subscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubSubscriptionPage_subscription",
  "selections": [
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
      "name": "method",
      "storageKey": null
    },
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PlanSubscription",
  "abstractKey": null
};

(node as any).hash = "8cdb4e638af203ff082e004965c269de";

export default node;
