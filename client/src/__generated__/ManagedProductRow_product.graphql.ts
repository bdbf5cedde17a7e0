/**
 * @generated SignedSource<<820affe45afdf371b289103ba04d89bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductAvailability = "NOT_OPEN" | "ON_SALE" | "SALES_ENDED" | "SOLD_OUT" | "%future added value";
export type ProductKind = "DIGITAL" | "GOODS" | "TICKET" | "%future added value";
export type ProductStatus = "ACTIVE" | "ARCHIVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagedProductRow_product$data = {
  readonly availability: ProductAvailability;
  readonly id: string;
  readonly imageUrls: ReadonlyArray<string>;
  readonly kind: ProductKind;
  readonly name: string;
  readonly price: number;
  readonly status: ProductStatus;
  readonly stock: number | null | undefined;
  readonly " $fragmentType": "ManagedProductRow_product";
};
export type ManagedProductRow_product$key = {
  readonly " $data"?: ManagedProductRow_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagedProductRow_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagedProductRow_product",
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
      "name": "status",
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
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availability",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "c99e079e7554021142af9e9ee3ead3a9";

export default node;
