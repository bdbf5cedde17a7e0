/**
 * @generated SignedSource<<c2ef978fc2f264643df9e77e6e9a4696>>
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
  readonly id: string;
  readonly isEdited: boolean;
  readonly isLocked: boolean;
  readonly reactions: {
    readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_reactions">;
  };
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReactionSummary",
      "kind": "LinkedField",
      "name": "reactions",
      "plural": false,
      "selections": [
        {
          "args": [
            {
              "kind": "Literal",
              "name": "withCounts",
              "value": true
            }
          ],
          "kind": "FragmentSpread",
          "name": "ReactionBar_reactions"
        }
      ],
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

(node as any).hash = "4fd0e122af9b6a78ad488b9b8b90fc7e";

export default node;
