/**
 * @generated SignedSource<<7648c1152cd018955aff99c67708333a>>
 * @relayHash 99d81bc7a5153855e627f37fcbdd9bcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99d81bc7a5153855e627f37fcbdd9bcf

import { ConcreteRequest } from 'relay-runtime';
export type useReactionEventsSubscription$variables = {
  postId: string;
};
export type useReactionEventsSubscription$data = {
  readonly reactionsChanged: {
    readonly reactions: {
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
    "id": "99d81bc7a5153855e627f37fcbdd9bcf",
    "metadata": {},
    "name": "useReactionEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "93be3d3aaab73cde73be242a36a29d1d";

export default node;
