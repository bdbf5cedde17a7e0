/**
 * @generated SignedSource<<d49324a0aacb3b015c0108eab3a5b32e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostBadges_post$data = {
  readonly isHidden: boolean;
  readonly isNotice: boolean;
  readonly isOwnerOnly: boolean;
  readonly isOwnerPost: boolean;
  readonly isSubscriberOnly: boolean;
  readonly " $fragmentType": "PostBadges_post";
};
export type PostBadges_post$key = {
  readonly " $data"?: PostBadges_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostBadges_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostBadges_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNotice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwnerPost",
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
      "name": "isOwnerOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isHidden",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "30c3ab2e418e4eb404a3568178a87610";

export default node;
