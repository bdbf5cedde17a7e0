/**
 * @generated SignedSource<<84add72c59fc8d488837b8eac9cda40e>>
 * @relayHash f6000e5313f450da17e21f66277d00dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6000e5313f450da17e21f66277d00dc

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  notificationIds?: ReadonlyArray<string> | null | undefined;
};
export type useMarkNotificationsReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type useMarkNotificationsReadMutation$data = {
  readonly markNotificationsRead: {
    readonly __typename: "MarkNotificationsReadSuccess";
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly isRead: boolean;
    }>;
    readonly unreadCount: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkNotificationsReadMutation = {
  response: useMarkNotificationsReadMutation$data;
  variables: useMarkNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notifications",
            "plural": true,
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
                "name": "isRead",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkNotificationsReadSuccess",
        "abstractKey": null
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
    "name": "useMarkNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f6000e5313f450da17e21f66277d00dc",
    "metadata": {},
    "name": "useMarkNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e36859d3a4f278998d6c01a81fa313c3";

export default node;
