/**
 * @generated SignedSource<<0ed31e1115164372174df1ce74bae933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductKind = "DIGITAL" | "GOODS" | "TICKET" | "%future added value";
export type TicketFormat = "OFFLINE" | "ONLINE" | "%future added value";
export type TicketSeating = "GENERAL" | "RESERVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditProductPage_product$data = {
  readonly description: string;
  readonly editDetails: {
    readonly digitalFiles: ReadonlyArray<{
      readonly fileId: string;
      readonly name: string;
      readonly url: string;
    }>;
    readonly images: ReadonlyArray<{
      readonly fileId: string;
      readonly name: string;
      readonly url: string;
    }>;
    readonly onlineAccessUrl: string | null | undefined;
    readonly preview: {
      readonly fileId: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly kind: ProductKind;
  readonly memberOnly: boolean;
  readonly memberPrices: ReadonlyArray<{
    readonly planLevel: number;
    readonly price: number;
  }>;
  readonly name: string;
  readonly options: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly stock: number | null | undefined;
  }>;
  readonly perBuyerLimit: number | null | undefined;
  readonly price: number;
  readonly salesCloseAt: string | null | undefined;
  readonly salesOpenAt: string | null | undefined;
  readonly shippingFee: number;
  readonly stock: number | null | undefined;
  readonly ticket: {
    readonly eventStartsAt: string;
    readonly format: TicketFormat;
    readonly seating: TicketSeating;
    readonly validFrom: string | null | undefined;
    readonly validUntil: string | null | undefined;
    readonly venueAddress: string | null | undefined;
    readonly venueMapUrl: string | null | undefined;
    readonly venueName: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "EditProductPage_product";
};
export type EditProductPage_product$key = {
  readonly " $data"?: EditProductPage_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditProductPage_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stock",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileId",
    "storageKey": null
  },
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditProductPage_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perBuyerLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippingFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesOpenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesCloseAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductMemberPrice",
      "kind": "LinkedField",
      "name": "memberPrices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "planLevel",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductOption",
      "kind": "LinkedField",
      "name": "options",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketDetails",
      "kind": "LinkedField",
      "name": "ticket",
      "plural": false,
      "selections": [
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
          "name": "eventStartsAt",
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
          "name": "venueAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "venueMapUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seating",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductEditDetails",
      "kind": "LinkedField",
      "name": "editDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFile",
          "kind": "LinkedField",
          "name": "images",
          "plural": true,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFile",
          "kind": "LinkedField",
          "name": "digitalFiles",
          "plural": true,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFile",
          "kind": "LinkedField",
          "name": "preview",
          "plural": false,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onlineAccessUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "8371e1ddd932c65bb6fcf3ec09d70e23";

export default node;
