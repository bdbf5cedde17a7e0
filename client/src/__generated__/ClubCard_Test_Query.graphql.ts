/**
 * @generated SignedSource<<7e6776d0a5d72ec4fe72e7567f67b8aa>>
 * @relayHash 3c6905e45529b9ff91f64ee3f64a8d59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c6905e45529b9ff91f64ee3f64a8d59

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubCard_Test_Query$variables = Record<PropertyKey, never>;
export type ClubCard_Test_Query$data = {
  readonly clubs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"ClubCard_club">;
      };
    }>;
  };
};
export type ClubCard_Test_Query = {
  response: ClubCard_Test_Query$data;
  variables: ClubCard_Test_Query$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClubCard_Test_Query",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryClubsConnection",
        "kind": "LinkedField",
        "name": "clubs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryClubsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Club",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ClubCard_club"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "clubs(first:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ClubCard_Test_Query",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryClubsConnection",
        "kind": "LinkedField",
        "name": "clubs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryClubsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Club",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uri",
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
                    "name": "fandomName",
                    "storageKey": null
                  },
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
                    "name": "bannerUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "themeColor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "memberCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "clubs(first:1)"
      }
    ]
  },
  "params": {
    "id": "3c6905e45529b9ff91f64ee3f64a8d59",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "clubs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryClubsConnection"
        },
        "clubs.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryClubsConnectionEdge"
        },
        "clubs.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Club"
        },
        "clubs.edges.node.bannerUrl": (v1/*:: as any*/),
        "clubs.edges.node.fandomName": (v1/*:: as any*/),
        "clubs.edges.node.iconUrl": (v1/*:: as any*/),
        "clubs.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "clubs.edges.node.memberCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "clubs.edges.node.name": (v2/*:: as any*/),
        "clubs.edges.node.themeColor": (v2/*:: as any*/),
        "clubs.edges.node.uri": (v2/*:: as any*/)
      }
    },
    "name": "ClubCard_Test_Query",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cb01424d78f2748c2e49352f6fd8321d";

export default node;
