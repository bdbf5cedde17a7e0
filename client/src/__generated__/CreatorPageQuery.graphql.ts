/**
 * @generated SignedSource<<33bbfb158e51aded49574a834f0d7964>>
 * @relayHash ebf715550d524fc21f5e786884e4ee3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebf715550d524fc21f5e786884e4ee3a

import { ConcreteRequest } from 'relay-runtime';
export type CreatorApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type UserRole = "ADMIN" | "CREATOR" | "USER" | "%future added value";
export type CreatorPageQuery$variables = Record<PropertyKey, never>;
export type CreatorPageQuery$data = {
  readonly viewer: {
    readonly creatorApplication: {
      readonly channelLinks: ReadonlyArray<string>;
      readonly createdAt: string;
      readonly id: string;
      readonly introduction: string;
      readonly rejectionReason: string | null | undefined;
      readonly reviewedAt: string | null | undefined;
      readonly status: CreatorApplicationStatus;
    } | null | undefined;
    readonly id: string;
    readonly role: UserRole | null | undefined;
  } | null | undefined;
};
export type CreatorPageQuery = {
  response: CreatorPageQuery$data;
  variables: CreatorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CreatorApplication",
        "kind": "LinkedField",
        "name": "creatorApplication",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "channelLinks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "introduction",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejectionReason",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreatorPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreatorPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ebf715550d524fc21f5e786884e4ee3a",
    "metadata": {},
    "name": "CreatorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ea1e0572dad94b5d24420d002c47de81";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
