/**
 * @generated SignedSource<<852cd0658c551eb1dfcf85ec235b2bd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductAvailability = "NOT_OPEN" | "ON_SALE" | "SALES_ENDED" | "SOLD_OUT" | "%future added value";
export type ProductKind = "DIGITAL" | "GOODS" | "TICKET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CartItems_products$data = ReadonlyArray<{
  readonly availability: ProductAvailability;
  readonly club: {
    readonly uri: string;
  };
  readonly id: string;
  readonly imageUrls: ReadonlyArray<string>;
  readonly kind: ProductKind;
  readonly name: string;
  readonly options: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly soldOut: boolean;
  }>;
  readonly perBuyerLimit: number | null | undefined;
  readonly shippingFee: number;
  readonly viewerPrice: number;
  readonly " $fragmentType": "CartItems_products";
}>;
export type CartItems_products$key = ReadonlyArray<{
  readonly " $data"?: CartItems_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartItems_products">;
}>;

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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CartItems_products",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrls",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availability",
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
      "name": "perBuyerLimit",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "soldOut",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Club",
      "kind": "LinkedField",
      "name": "club",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uri",
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

(node as any).hash = "ead3acc4f2ffb3e22dbec65efdab16f3";

export default node;
