/**
 * @generated SignedSource<<337df38500d0a357a7e1ea86b94f677e>>
 * @relayHash a4c802f57832830eb963328a5239aed9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4c802f57832830eb963328a5239aed9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentMethod = "CARD" | "VIRTUAL_ACCOUNT" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "EXPIRED" | "%future added value";
export type ClubSubscriptionPageQuery$variables = {
  clubUri: string;
};
export type ClubSubscriptionPageQuery$data = {
  readonly club: {
    readonly __typename: string;
    readonly found: {
      readonly name: string;
      readonly plans: ReadonlyArray<{
        readonly benefits: ReadonlyArray<string>;
        readonly id: string;
        readonly level: number;
        readonly monthlyPrice: number;
        readonly name: string;
      }>;
      readonly uri: string;
      readonly viewerCanEdit: boolean;
      readonly viewerIsOwner: boolean;
      readonly viewerSubscription: {
        readonly currentPeriodEnd: string;
        readonly id: string;
        readonly method: PaymentMethod;
        readonly pendingPlan: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly plan: {
          readonly id: string;
        };
        readonly status: SubscriptionStatus;
        readonly " $fragmentSpreads": FragmentRefs<"PlanChangeAction_subscription">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ClubFrame_club">;
    } | null | undefined;
    readonly message?: string;
  };
};
export type ClubSubscriptionPageQuery = {
  response: ClubSubscriptionPageQuery$data;
  variables: ClubSubscriptionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clubUri"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "uri",
    "variableName": "clubUri"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "uri",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentPeriodEnd",
  "storageKey": null
},
v11 = [
  (v7/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "plan",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = [
  (v7/*:: as any*/),
  (v4/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "pendingPlan",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "plans",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthlyPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "benefits",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClubSubscriptionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "club",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PlanSubscription",
                  "kind": "LinkedField",
                  "name": "viewerSubscription",
                  "plural": false,
                  "selections": [
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v9/*:: as any*/),
                    (v10/*:: as any*/),
                    (v12/*:: as any*/),
                    (v14/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PlanChangeAction_subscription"
                    }
                  ],
                  "storageKey": null
                },
                (v15/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ClubFrame_club"
                }
              ],
              "type": "Club",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "found"
          },
          (v16/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClubSubscriptionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "club",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlanSubscription",
                "kind": "LinkedField",
                "name": "viewerSubscription",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Plan",
                    "kind": "LinkedField",
                    "name": "plan",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
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
                      },
                      (v7/*:: as any*/)
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
                      (v12/*:: as any*/),
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
                "storageKey": null
              },
              (v15/*:: as any*/),
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
            "type": "Club",
            "abstractKey": null
          },
          (v16/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v11/*:: as any*/),
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a4c802f57832830eb963328a5239aed9",
    "metadata": {},
    "name": "ClubSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a8556ec546629eb4e374c631ba6c91d";

export default node;
