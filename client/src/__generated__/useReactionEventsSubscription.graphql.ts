/**
 * @generated SignedSource<<8025b06fdecc7ae88e91d58b32a360db>>
 * @relayHash d7c195fe82e410b7e5be3a9738480039
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7c195fe82e410b7e5be3a9738480039

import { ConcreteRequest } from 'relay-runtime';
export type ReactionKind = "CHEER" | "LAUGH" | "LIKE" | "SAD" | "WOW" | "%future added value";
export type useReactionEventsSubscription$variables = {
  postId: string;
};
export type useReactionEventsSubscription$data = {
  readonly reactionsChanged: {
    readonly reactions: {
      readonly counts: ReadonlyArray<{
        readonly count: number;
        readonly kind: ReactionKind;
      }>;
      readonly id: string;
      readonly total: number;
    };
  };
};
export type useReactionEventsSubscription = {
  response: useReactionEventsSubscription$data;
  variables: useReactionEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "postId",
        "variableName": "postId"
      }
    ],
    "concreteType": "ReactionsChangedEvent",
    "kind": "LinkedField",
    "name": "reactionsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReactionSummary",
        "kind": "LinkedField",
        "name": "reactions",
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
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReactionCount",
            "kind": "LinkedField",
            "name": "counts",
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
                "name": "count",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReactionEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReactionEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d7c195fe82e410b7e5be3a9738480039",
    "metadata": {},
    "name": "useReactionEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f024ef20127f20d10d4db2c5d35828d1";

export default node;
