/**
 * @generated SignedSource<<176eb66e97d0d78a370d681806c1d339>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReactionKind = "CHEER" | "LAUGH" | "LIKE" | "SAD" | "WOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReactionBar_reactions$data = {
  readonly counts?: ReadonlyArray<{
    readonly count: number;
    readonly kind: ReactionKind;
  }>;
  readonly id: string;
  readonly total: number;
  readonly viewerReaction: ReactionKind | null | undefined;
  readonly " $fragmentType": "ReactionBar_reactions";
};
export type ReactionBar_reactions$key = {
  readonly " $data"?: ReactionBar_reactions$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReactionBar_reactions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withCounts"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReactionBar_reactions",
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
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerReaction",
      "storageKey": null
    },
    {
      "condition": "withCounts",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReactionCount",
          "kind": "LinkedField",
          "name": "counts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "ReactionSummary",
  "abstractKey": null
};

(node as any).hash = "6f858fa6f402851aa47a947a84d818a1";

export default node;
