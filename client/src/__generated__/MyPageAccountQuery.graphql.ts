/**
 * @generated SignedSource<<a23a39af408f48fe1dc077e877f10cb6>>
 * @relayHash f8dcab9fd43304ea7ede15ffbe503cc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8dcab9fd43304ea7ede15ffbe503cc3

import { ConcreteRequest } from 'relay-runtime';
export type MyPageAccountQuery$variables = Record<PropertyKey, never>;
export type MyPageAccountQuery$data = {
  readonly viewer: {
    readonly birthDate: string | null | undefined;
    readonly email: string | null | undefined;
    readonly id: string;
    readonly name: string | null | undefined;
    readonly phone: string | null | undefined;
  } | null | undefined;
};
export type MyPageAccountQuery = {
  response: MyPageAccountQuery$data;
  variables: MyPageAccountQuery$variables;
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "birthDate",
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
    "name": "MyPageAccountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageAccountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f8dcab9fd43304ea7ede15ffbe503cc3",
    "metadata": {},
    "name": "MyPageAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a8226c38e452abdc1c59ef77793a770";

export default node;
