/**
 * @generated SignedSource<<eecd522ed76c96fe1da3751c3f1863ab>>
 * @relayHash 2f21b09d6e8422272282b7eb6766c7ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f21b09d6e8422272282b7eb6766c7ab

import { ConcreteRequest } from 'relay-runtime';
export type useCreatorDashboardEventsSubscription$variables = Record<PropertyKey, never>;
export type useCreatorDashboardEventsSubscription$data = {
  readonly creatorDashboardChanged: {
    readonly clubId: string;
    readonly kind: string;
  };
};
export type useCreatorDashboardEventsSubscription = {
  response: useCreatorDashboardEventsSubscription$data;
  variables: useCreatorDashboardEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CreatorDashboardChange",
    "kind": "LinkedField",
    "name": "creatorDashboardChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clubId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
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
    "name": "useCreatorDashboardEventsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCreatorDashboardEventsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2f21b09d6e8422272282b7eb6766c7ab",
    "metadata": {},
    "name": "useCreatorDashboardEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a49012e9f2797e3b720ef345b499aafd";

export default node;
