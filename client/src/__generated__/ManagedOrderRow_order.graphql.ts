/**
 * @generated SignedSource<<aeff2bdd2d7d9d674025962e228f96a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "PAID" | "PROCESSING" | "REFUNDED" | "WAITING_FOR_DEPOSIT" | "%future added value";
export type StoreCarrier = "CJ_LOGISTICS" | "EPOST" | "HANJIN" | "LOGEN" | "LOTTE" | "OTHER" | "%future added value";
export type StoreFulfilment = "AWAITING_PAYMENT" | "CANCELLED" | "COMPLETE" | "DELIVERED" | "PREPARING" | "REFUNDED" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagedOrderRow_order$data = {
  readonly amount: number;
  readonly buyer: {
    readonly accountDeleted: boolean;
    readonly name: string;
  };
  readonly carrier: StoreCarrier | null | undefined;
  readonly carrierName: string | null | undefined;
  readonly createdAt: string;
  readonly fulfilment: StoreFulfilment;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly optionName: string | null | undefined;
    readonly productName: string;
    readonly quantity: number;
  }>;
  readonly needsShipping: boolean;
  readonly orderNumber: string;
  readonly paymentStatus: PaymentStatus;
  readonly refundReason: string | null | undefined;
  readonly refundRequested: boolean;
  readonly shippingAddress: {
    readonly address1: string;
    readonly address2: string | null | undefined;
    readonly deliveryNote: string | null | undefined;
    readonly postalCode: string;
    readonly recipientName: string;
    readonly recipientPhone: string;
  } | null | undefined;
  readonly title: string;
  readonly trackingNumber: string | null | undefined;
  readonly viewerCanManage: boolean;
  readonly " $fragmentType": "ManagedOrderRow_order";
};
export type ManagedOrderRow_order$key = {
  readonly " $data"?: ManagedOrderRow_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagedOrderRow_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagedOrderRow_order",
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
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
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
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fulfilment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsShipping",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carrier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carrierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundRequested",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanManage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderBuyer",
      "kind": "LinkedField",
      "name": "buyer",
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
          "name": "accountDeleted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreOrderLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optionName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShippingAddress",
      "kind": "LinkedField",
      "name": "shippingAddress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipientName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipientPhone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postalCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveryNote",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoreOrder",
  "abstractKey": null
};

(node as any).hash = "9a50d51557e4d95d6dbfab660dfb4657";

export default node;
