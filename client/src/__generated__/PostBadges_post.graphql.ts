/**
 * @generated SignedSource<<84db42b5331d061a697c2cb87cf1f272>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostBadges_post$data = {
  readonly isNotice: boolean;
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
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "c6702d283464daffca367adddb0d7a98";

export default node;
