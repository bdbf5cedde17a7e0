/**
 * @generated SignedSource<<652a163cf783399c381d0f3fc0574312>>
 * @relayHash f4f8ad89f18f05972c59cff95b3aa5fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4f8ad89f18f05972c59cff95b3aa5fd

import { ConcreteRequest } from 'relay-runtime';
export type SettlementBank = "BUSAN" | "DAEGU" | "HANA" | "IBK" | "KAKAO" | "KOOKMIN" | "K_BANK" | "NONGHYUP" | "POST" | "SHINHAN" | "TOSS" | "WOORI" | "%future added value";
export type SettlementType = "BUSINESS" | "INDIVIDUAL" | "%future added value";
export type SettlementPageQuery$variables = Record<PropertyKey, never>;
export type SettlementPageQuery$data = {
  readonly settlementAccount: {
    readonly accountHolder: string;
    readonly bank: SettlementBank;
    readonly companyName: string | null | undefined;
    readonly dateOfBirth: string | null | undefined;
    readonly legalName: string | null | undefined;
    readonly maskedAccountNumber: string;
    readonly registrationNumber: string | null | undefined;
    readonly representative: string | null | undefined;
    readonly taxInvoiceEmail: string | null | undefined;
    readonly type: SettlementType;
    readonly updatedAt: string;
  } | null | undefined;
};
export type SettlementPageQuery = {
  response: SettlementPageQuery$data;
  variables: SettlementPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SettlementAccount",
    "kind": "LinkedField",
    "name": "settlementAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "legalName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dateOfBirth",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registrationNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "representative",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxInvoiceEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bank",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountHolder",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maskedAccountNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
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
    "name": "SettlementPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettlementPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f4f8ad89f18f05972c59cff95b3aa5fd",
    "metadata": {},
    "name": "SettlementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c34944c016cb4e0f75fb994520733da9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
