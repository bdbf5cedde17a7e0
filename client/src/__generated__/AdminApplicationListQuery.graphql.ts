/**
 * @generated SignedSource<<23d86192c181413bf75c6e1cd372df2b>>
 * @relayHash b5179dd8a93ee7547db57b3ba01a2e52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5179dd8a93ee7547db57b3ba01a2e52

import { ConcreteRequest } from 'relay-runtime';
export type CreatorApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type AdminApplicationListQuery$variables = Record<PropertyKey, never>;
export type AdminApplicationListQuery$data = {
  readonly creatorApplications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly applicant: {
          readonly avatarUrl: string | null | undefined;
          readonly email: string | null | undefined;
          readonly id: string;
          readonly nickname: string;
          readonly uid: string;
        };
        readonly channelLinks: ReadonlyArray<string>;
        readonly createdAt: string;
        readonly id: string;
        readonly introduction: string;
        readonly status: CreatorApplicationStatus;
      };
    }>;
    readonly totalCount: number;
  };
};
export type AdminApplicationListQuery = {
  response: AdminApplicationListQuery$data;
  variables: AdminApplicationListQuery$variables;
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
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Literal",
        "name": "status",
        "value": "PENDING"
      }
    ],
    "concreteType": "QueryCreatorApplicationsConnection",
    "kind": "LinkedField",
    "name": "creatorApplications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryCreatorApplicationsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CreatorApplication",
            "kind": "LinkedField",
            "name": "node",
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "applicant",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
    ],
    "storageKey": "creatorApplications(first:50,status:\"PENDING\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminApplicationListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminApplicationListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b5179dd8a93ee7547db57b3ba01a2e52",
    "metadata": {},
    "name": "AdminApplicationListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b83f410594ad148a724e06a21100f261";

export default node;
