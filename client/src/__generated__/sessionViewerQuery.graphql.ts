/**
 * @generated SignedSource<<28b99ec848fac3fb424e6d7de10bc6ed>>
 * @relayHash c50ca646df175735ea6e3272be911a7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c50ca646df175735ea6e3272be911a7e

import { ConcreteRequest } from 'relay-runtime';
export type sessionViewerQuery$variables = Record<PropertyKey, never>;
export type sessionViewerQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
    readonly uid: string;
  } | null | undefined;
};
export type sessionViewerQuery = {
  response: sessionViewerQuery$data;
  variables: sessionViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "uid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nickname",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarUrl",
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
    "name": "sessionViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sessionViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c50ca646df175735ea6e3272be911a7e",
    "metadata": {},
    "name": "sessionViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "04ad2bde375d21976dddeebc2e04160a";

export default node;
