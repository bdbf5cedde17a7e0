/**
 * @generated SignedSource<<a51ad94a54bb275320b8200fce7cb387>>
 * @relayHash d87651d34d0f0f3c233b150cd5f0897d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d87651d34d0f0f3c233b150cd5f0897d

import { ConcreteRequest } from 'relay-runtime';
export type SettlementBank = "BUSAN" | "DAEGU" | "HANA" | "IBK" | "KAKAO" | "KOOKMIN" | "K_BANK" | "NONGHYUP" | "POST" | "SHINHAN" | "TOSS" | "WOORI" | "%future added value";
export type SettlementType = "BUSINESS" | "INDIVIDUAL" | "%future added value";
export type WithdrawalStatus = "APPROVED" | "CANCELLED" | "PAID" | "REJECTED" | "REQUESTED" | "%future added value";
export type AdminWithdrawalListQuery$variables = {
  status?: WithdrawalStatus | null | undefined;
};
export type AdminWithdrawalListQuery$data = {
  readonly adminWithdrawals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly accountHolder: string;
        readonly amount: number;
        readonly bank: SettlementBank;
        readonly creator: {
          readonly id: string;
          readonly nickname: string;
          readonly uid: string;
        };
        readonly creatorBalance: number | null | undefined;
        readonly id: string;
        readonly incomeTax: number;
        readonly localIncomeTax: number;
        readonly maskedAccountNumber: string;
        readonly netAmount: number;
        readonly rejectionReason: string | null | undefined;
        readonly requestedAt: string;
        readonly settlementType: SettlementType;
        readonly status: WithdrawalStatus;
      };
    }>;
    readonly totalCount: number;
  };
};
export type AdminWithdrawalListQuery = {
  response: AdminWithdrawalListQuery$data;
  variables: AdminWithdrawalListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "QueryAdminWithdrawalsConnection",
    "kind": "LinkedField",
    "name": "adminWithdrawals",
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
        "concreteType": "QueryAdminWithdrawalsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Withdrawal",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "settlementType",
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
                "name": "creatorBalance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "creator",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "uid",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminWithdrawalListQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminWithdrawalListQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d87651d34d0f0f3c233b150cd5f0897d",
    "metadata": {},
    "name": "AdminWithdrawalListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3cc5beb86d592b740e9a264cde50a347";

export default node;
