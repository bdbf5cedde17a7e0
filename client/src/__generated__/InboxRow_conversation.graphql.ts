/**
 * @generated SignedSource<<9d27a344dccae24402354bc67297e3c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InboxRow_conversation$data = {
  readonly blocked: boolean | null | undefined;
  readonly club: {
    readonly name: string;
  };
  readonly fanAvatarUrl: string | null | undefined;
  readonly fanNickname: string;
  readonly fanSubscription: {
    readonly isLive: boolean;
    readonly monthsTogether: number;
    readonly planName: string;
    readonly since: string;
  } | null | undefined;
  readonly id: string;
  readonly lastMessage: {
    readonly body: string | null | undefined;
    readonly imageUrl: string | null | undefined;
    readonly isDeleted: boolean;
    readonly viewerIsSender: boolean;
  } | null | undefined;
  readonly lastMessageAt: string;
  readonly muted: boolean | null | undefined;
  readonly starred: boolean | null | undefined;
  readonly viewerUnreadCount: number;
  readonly " $fragmentType": "InboxRow_conversation";
};
export type InboxRow_conversation$key = {
  readonly " $data"?: InboxRow_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxRow_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxRow_conversation",
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
      "name": "fanNickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fanAvatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastMessageAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerUnreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "starred",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "muted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blocked",
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatMessage",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDeleted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerIsSender",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatFanSubscription",
      "kind": "LinkedField",
      "name": "fanSubscription",
      "plural": false,
      "selections": [
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
          "name": "since",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthsTogether",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatConversation",
  "abstractKey": null
};

(node as any).hash = "1e563951fc42ac918f9a3646ff74f9cc";

export default node;
