/**
 * @generated SignedSource<<fe64a9a25f577e8e01fb7259d61c5196>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FanChatRow_conversation$data = {
  readonly club: {
    readonly iconUrl: string | null | undefined;
    readonly name: string;
    readonly uri: string;
  };
  readonly id: string;
  readonly lastMessage: {
    readonly body: string | null | undefined;
    readonly imageUrl: string | null | undefined;
    readonly isDeleted: boolean;
    readonly viewerIsSender: boolean;
  } | null | undefined;
  readonly lastMessageAt: string;
  readonly viewerUnreadCount: number;
  readonly " $fragmentType": "FanChatRow_conversation";
};
export type FanChatRow_conversation$key = {
  readonly " $data"?: FanChatRow_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"FanChatRow_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FanChatRow_conversation",
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
    }
  ],
  "type": "ChatConversation",
  "abstractKey": null
};

(node as any).hash = "edceed00195f7a8608c4e85d67441700";

export default node;
