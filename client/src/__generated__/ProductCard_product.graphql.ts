/**
 * @generated SignedSource<<65a51de3ce7fa1ab8ebdcd52408634b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductAvailability = "NOT_OPEN" | "ON_SALE" | "SALES_ENDED" | "SOLD_OUT" | "%future added value";
export type ProductKind = "DIGITAL" | "GOODS" | "TICKET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductCard_product$data = {
  readonly availability: ProductAvailability;
  readonly id: string;
  readonly imageUrls: ReadonlyArray<string>;
  readonly kind: ProductKind;
  readonly memberOnly: boolean;
  readonly name: string;
  readonly viewerPrice: number;
  readonly " $fragmentType": "ProductCard_product";
};
export type ProductCard_product$key = {
  readonly " $data"?: ProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCard_product",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "memberOnly",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "c9866c12a51c096bbcee3dab3619130f";

export default node;
