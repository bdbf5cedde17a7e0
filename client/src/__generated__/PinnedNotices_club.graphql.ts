/**
 * @generated SignedSource<<8779f85e790fa1c8b934e70f97d158aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinnedNotices_club$data = {
  readonly pinnedNotices: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly title: string;
  }>;
  readonly uri: string;
  readonly " $fragmentType": "PinnedNotices_club";
};
export type PinnedNotices_club$key = {
  readonly " $data"?: PinnedNotices_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinnedNotices_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinnedNotices_club",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "pinnedNotices",
      "plural": true,
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": "pinnedNotices(first:3)"
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "b4fb775e1fae9079989eee2dce2ae55f";

export default node;
