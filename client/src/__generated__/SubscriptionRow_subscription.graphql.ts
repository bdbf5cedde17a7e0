/**
 * @generated SignedSource<<10ffc9a177e3f42883882ac8c28053b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "CARD" | "VIRTUAL_ACCOUNT" | "%future added value";
export type SubscriptionDisplayState = "CANCELLED" | "EXPIRED" | "EXPIRES_SOON" | "RENEWAL_SCHEDULED" | "RESUBSCRIBED" | "SUBSCRIBED" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "EXPIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionRow_subscription$data = {
  readonly card: {
    readonly brand: string;
    readonly id: string;
    readonly last4: string;
  } | null | undefined;
  readonly club: {
    readonly iconUrl: string | null | undefined;
    readonly name: string;
    readonly themeColor: string;
    readonly uri: string;
  };
  readonly currentPeriodEnd: string;
  readonly displayState: SubscriptionDisplayState;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly method: PaymentMethod;
  readonly monthlyPrice: number;
  readonly monthsSubscribed: number;
  readonly nextPaymentAt: string | null | undefined;
  readonly pendingPlan: {
    readonly name: string;
  } | null | undefined;
  readonly pendingPrice: number | null | undefined;
  readonly plan: {
    readonly monthlyPrice: number;
    readonly name: string;
  };
  readonly renewalFailureReason: string | null | undefined;
  readonly renews: boolean;
  readonly startedAt: string;
  readonly status: SubscriptionStatus;
  readonly " $fragmentType": "SubscriptionRow_subscription";
};
export type SubscriptionRow_subscription$key = {
  readonly " $data"?: SubscriptionRow_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionRow_subscription">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthlyPrice",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionRow_subscription",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "displayState",
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
      "name": "renews",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthsSubscribed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextPaymentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renewalFailureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPeriodEnd",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v1/*:: as any*/)
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
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Club",
      "kind": "LinkedField",
      "name": "club",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uri",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iconUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "themeColor",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
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
    }
  ],
  "type": "PlanSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "9a21239799cd9198b00863a585bbd32c";

export default node;
