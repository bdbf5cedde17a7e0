/**
 * @generated SignedSource<<bd86b0c490b40c0432bef4406dbaf018>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TicketFormat = "OFFLINE" | "ONLINE" | "%future added value";
export type TicketState = "CHECKED_IN" | "VALID" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyTicketsPage_query$data = {
  readonly myTickets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly event: {
          readonly clubName: string;
          readonly format: TicketFormat;
          readonly name: string;
          readonly startsAt: string;
          readonly venueName: string | null | undefined;
        };
        readonly id: string;
        readonly state: TicketState;
        readonly ticketNumber: string;
      };
    }>;
  };
  readonly " $fragmentType": "MyTicketsPage_query";
};
export type MyTicketsPage_query$key = {
  readonly " $data"?: MyTicketsPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyTicketsPage_query">;
};

import MyTicketsPaginationQuery_graphql from './MyTicketsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "myTickets"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MyTicketsPaginationQuery_graphql
    }
  },
  "name": "MyTicketsPage_query",
  "selections": [
    {
      "alias": "myTickets",
      "args": null,
      "concreteType": "TicketConnection",
      "kind": "LinkedField",
      "name": "__MyTicketsPage_myTickets_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TicketEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Ticket",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "ticketNumber",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TicketEvent",
                  "kind": "LinkedField",
                  "name": "event",
                  "plural": false,
                  "selections": [
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
                      "name": "format",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "startsAt",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "venueName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "clubName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b9fac75d376ae5897becb2dc8dafd869";

export default node;
