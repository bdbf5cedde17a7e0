/**
 * @generated SignedSource<<2887f29264c79d1832dcd39b5e208d7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "CHAT_MESSAGE" | "CLUB_CHAT_MESSAGE" | "CLUB_MEMBER_JOINED" | "CLUB_ORDER_TO_SHIP" | "CLUB_PAYMENT_RECEIVED" | "CLUB_SUBSCRIBER_CANCELLED" | "CLUB_SUBSCRIBER_STARTED" | "COMMENT_REPLY" | "DEPOSIT_REFUND_ACCOUNT_NEEDED" | "JOIN_ANNIVERSARY" | "MODERATION_WARNING" | "NOTICE" | "ORDER_REFUNDED" | "ORDER_SHIPPED" | "OWNER_POST" | "POST_COMMENTED" | "SUBSCRIPTION_ANNIVERSARY" | "SUBSCRIPTION_ENDING" | "SUBSCRIPTION_EXPIRED" | "SUBSCRIPTION_RENEWAL_FAILED" | "SUBSCRIPTION_RENEWED" | "SUBSCRIPTION_STARTED" | "TICKET_QR_ISSUED" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_CANCELLED" | "WITHDRAWAL_PAID" | "WITHDRAWAL_REJECTED" | "WITHDRAWAL_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationItem_notification$data = {
  readonly actorAvatarUrl: string | null | undefined;
  readonly actorName: string | null | undefined;
  readonly amount: number | null | undefined;
  readonly anniversary: number | null | undefined;
  readonly carrierName: string | null | undefined;
  readonly chatConversationId: string | null | undefined;
  readonly club: {
    readonly iconUrl: string | null | undefined;
    readonly name: string;
    readonly themeColor: string;
    readonly uri: string;
  } | null | undefined;
  readonly commentExcerpt: string | null | undefined;
  readonly createdAt: string;
  readonly dueAt: string | null | undefined;
  readonly id: string;
  readonly isRead: boolean;
  readonly kind: NotificationKind;
  readonly orderId: string | null | undefined;
  readonly orderTitle: string | null | undefined;
  readonly planName: string | null | undefined;
  readonly post: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly reason: string | null | undefined;
  readonly ticketId: string | null | undefined;
  readonly trackingNumber: string | null | undefined;
  readonly " $fragmentType": "NotificationItem_notification";
};
export type NotificationItem_notification$key = {
  readonly " $data"?: NotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationItem_notification",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorAvatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentExcerpt",
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
          "name": "iconUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "themeColor",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
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
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "planName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatConversationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderTitle",
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
      "name": "anniversary",
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "41c53a901736128604580f729c5eb295";

export default node;
