/**
 * @generated SignedSource<<7c7cb90b8ac806bf701c23572b4cc30e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChatAudience = "MEMBERS" | "SUBSCRIBERS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InboxPageSettings_club$data = {
  readonly chat: {
    readonly audience: ChatAudience;
    readonly blockedWords: ReadonlyArray<string> | null | undefined;
    readonly inboxPaused: boolean;
    readonly minPlanLevel: number;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "InboxPageSettings_club";
};
export type InboxPageSettings_club$key = {
  readonly " $data"?: InboxPageSettings_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxPageSettings_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxPageSettings_club",
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
      "concreteType": "ClubChat",
      "kind": "LinkedField",
      "name": "chat",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "audience",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minPlanLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inboxPaused",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "blockedWords",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "f3618512fd40bc217e1173eab73c0526";

export default node;
