/**
 * @generated SignedSource<<445e5954ce2a02335849fab01ef33b04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentThread_comment$data = {
  readonly id: string;
  readonly reactions: {
    readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_reactions">;
  };
  readonly replies: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly reactions: {
          readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_reactions">;
        };
        readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
      };
    }>;
  };
  readonly replyCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
  readonly " $fragmentType": "CommentThread_comment";
};
export type CommentThread_comment$key = {
  readonly " $data"?: CommentThread_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentThread_comment">;
};

import CommentThreadRepliesQuery_graphql from './CommentThreadRepliesQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "replies"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "CommentItem_comment"
},
v3 = {
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
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CommentThreadRepliesQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CommentThread_comment",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyCount",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": "replies",
      "args": null,
      "concreteType": "CommentRepliesConnection",
      "kind": "LinkedField",
      "name": "__CommentReplies_replies_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CommentRepliesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Comment",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "932dc012cfff72a2784d7bbd68e6adb2";

export default node;
