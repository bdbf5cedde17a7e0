/**
 * @generated SignedSource<<d41d14b6ff3801c28991a4263fa6ef48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostBlocks_post$data = {
  readonly club: {
    readonly uri: string;
  };
  readonly content: ReadonlyArray<{
    readonly __typename: string;
    readonly blocks?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PostBlock_block">;
    }>;
    readonly requiredPlan?: {
      readonly name: string;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PostBlock_block">;
  }>;
  readonly " $fragmentType": "PostBlocks_post";
};
export type PostBlocks_post$key = {
  readonly " $data"?: PostBlocks_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostBlocks_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "PostBlock_block"
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "requiredPlan",
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostBlocks_post",
  "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "content",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "blocks",
              "plural": true,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "type": "SubscriberOnlyBlock",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v1/*:: as any*/)
          ],
          "type": "LockedBlock",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "e5caf583ecb75680a0bf03e07fa68067";

export default node;
