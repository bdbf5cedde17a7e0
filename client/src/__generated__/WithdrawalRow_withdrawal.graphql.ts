/**
 * @generated SignedSource<<a54829c9b645bb157319ccbde55e4fa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SettlementBank = "BUSAN" | "DAEGU" | "HANA" | "IBK" | "KAKAO" | "KOOKMIN" | "K_BANK" | "NONGHYUP" | "POST" | "SHINHAN" | "TOSS" | "WOORI" | "%future added value";
export type WithdrawalStatus = "APPROVED" | "CANCELLED" | "PAID" | "REJECTED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WithdrawalRow_withdrawal$data = {
  readonly amount: number;
  readonly bank: SettlementBank;
  readonly id: string;
  readonly incomeTax: number;
  readonly localIncomeTax: number;
  readonly maskedAccountNumber: string;
  readonly netAmount: number;
  readonly rejectionReason: string | null | undefined;
  readonly requestedAt: string;
  readonly status: WithdrawalStatus;
  readonly viewerCanCancel: boolean;
  readonly " $fragmentType": "WithdrawalRow_withdrawal";
};
export type WithdrawalRow_withdrawal$key = {
  readonly " $data"?: WithdrawalRow_withdrawal$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawalRow_withdrawal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WithdrawalRow_withdrawal",
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
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "incomeTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "localIncomeTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "netAmount",
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
      "name": "bank",
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
      "name": "rejectionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanCancel",
      "storageKey": null
    }
  ],
  "type": "Withdrawal",
  "abstractKey": null
};

(node as any).hash = "47313a44191b52febb100ea96264e350";

export default node;
