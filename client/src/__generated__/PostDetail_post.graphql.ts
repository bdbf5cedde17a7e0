/**
 * @generated SignedSource<<3581178a9880cd8be0dbbdec292fc2a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostDetail_post$data = {
  readonly author: {
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly club: {
    readonly iconUrl: string | null | undefined;
    readonly name: string;
    readonly themeColor: string;
    readonly uri: string;
  };
  readonly commentCount: number;
  readonly createdAt: string;
  readonly excerpt: string | null | undefined;
  readonly isSubscriberOnly: boolean;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PostBadges_post">;
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
      "name": "excerpt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSubscriberOnly",
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
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
          "name": "avatarUrl",
          "storageKey": null
        }
      ],
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
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "e65aa6655db34bf849219ff3d564a88d";

export default node;
