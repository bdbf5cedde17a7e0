/**
 * @generated SignedSource<<5f019ae4123b9733ef532e0c7c88fd33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatThread_conversation$data = {
  readonly id: string;
  readonly otherSideReadAt: string | null | undefined;
  readonly viewerUnreadCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"ChatThreadMessages_conversation">;
  readonly " $fragmentType": "ChatThread_conversation";
};
export type ChatThread_conversation$key = {
  readonly " $data"?: ChatThread_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatThread_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatThread_conversation",
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
      "name": "viewerUnreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherSideReadAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatThreadMessages_conversation"
    }
  ],
  "type": "ChatConversation",
  "abstractKey": null
};

(node as any).hash = "1367ffa201416946d12913dba1a7557f";

export default node;
