/**
 * @generated SignedSource<<7ca0a497e523aedf93fcfb058288da51>>
 * @relayHash 82100f1982931f7251c4cfdfd80fe361
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82100f1982931f7251c4cfdfd80fe361

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
        readonly plan: {
          readonly id: string;
        };
        readonly status: SubscriptionStatus;
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
v8 = [
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "PlanSubscription",
  "kind": "LinkedField",
  "name": "viewerSubscription",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
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
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
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
v11 = {
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
                (v9/*:: as any*/),
                (v10/*:: as any*/),
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
          (v11/*:: as any*/)
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
          (v11/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v8/*:: as any*/),
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "82100f1982931f7251c4cfdfd80fe361",
    "metadata": {},
    "name": "ClubSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a3ec52a47aa240ea574ff81265c67d89";

export default node;
