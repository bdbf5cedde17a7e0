/**
 * @generated SignedSource<<8f741ccd4692f03a548c80a100be9bd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RevenueSource = "PRODUCT" | "SUBSCRIPTION" | "TICKET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreatorDashboard_viewer$data = {
  readonly creatorDashboard: {
    readonly activeSubscribers: number;
    readonly members: number;
    readonly membersByDay: ReadonlyArray<{
      readonly day: string;
      readonly members: number;
    }>;
    readonly newMembersThisMonth: number;
    readonly ordersToShip: number;
    readonly revenueByDay: ReadonlyArray<{
      readonly day: string;
      readonly gross: number;
      readonly source: RevenueSource;
    }>;
    readonly thisMonth: {
      readonly creatorShare: number;
      readonly gross: number;
    };
    readonly today: {
      readonly creatorShare: number;
      readonly gross: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "CreatorDashboard_viewer";
};
export type CreatorDashboard_viewer$key = {
  readonly " $data"?: CreatorDashboard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreatorDashboard_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gross",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "creatorShare",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "members",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "day",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreatorDashboard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CreatorDashboard",
      "kind": "LinkedField",
      "name": "creatorDashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RevenueAmounts",
          "kind": "LinkedField",
          "name": "today",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RevenueAmounts",
          "kind": "LinkedField",
          "name": "thisMonth",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeSubscribers",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newMembersThisMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ordersToShip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RevenueDay",
          "kind": "LinkedField",
          "name": "revenueByDay",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "source",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MembersDay",
          "kind": "LinkedField",
          "name": "membersByDay",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "546105be2ec7e9cbffd60ad0c56748b7";

export default node;
