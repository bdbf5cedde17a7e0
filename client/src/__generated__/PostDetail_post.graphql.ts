/**
 * @generated SignedSource<<2f9b2ef0036ccf16d88d1a2f75b55339>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostDetail_post$data = {
  readonly authorAvatarUrl: string | null | undefined;
  readonly authorName: string;
  readonly club: {
    readonly iconUrl: string | null | undefined;
    readonly name: string;
    readonly themeColor: string;
    readonly uri: string;
  };
  readonly createdAt: string;
  readonly isEdited: boolean;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PostBadges_post" | "PostBlocks_post" | "PostMenu_post">;
  readonly " $fragmentType": "PostDetail_post";
};
export type PostDetail_post$key = {
  readonly " $data"?: PostDetail_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostDetail_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostDetail_post",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEdited",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorAvatarUrl",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostBadges_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostBlocks_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostMenu_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "4a76497138ec20d12cec2e709f8c4a41";

export default node;
