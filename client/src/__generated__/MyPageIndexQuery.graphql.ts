/**
 * @generated SignedSource<<57ca11393130fd8c5db66e14c064ef4d>>
 * @relayHash ad57fc9ba79d8dfc7aa338fcf47fa27c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad57fc9ba79d8dfc7aa338fcf47fa27c

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type MyPageIndexQuery$variables = Record<PropertyKey, never>;
export type MyPageIndexQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly email: string | null | undefined;
    readonly id: string;
    readonly nickname: string;
    readonly role: UserRole | null | undefined;
    readonly uid: string;
  } | null | undefined;
};
export type MyPageIndexQuery = {
  response: MyPageIndexQuery$data;
  variables: MyPageIndexQuery$variables;
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
        "name": "role",
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
    "name": "MyPageIndexQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyPageIndexQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ad57fc9ba79d8dfc7aa338fcf47fa27c",
    "metadata": {},
    "name": "MyPageIndexQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "efd496324d73e9f7d6498cbc10af9a84";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
