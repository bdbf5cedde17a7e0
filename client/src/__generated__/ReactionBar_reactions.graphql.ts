/**
 * @generated SignedSource<<2c66efd87879787be393b1e130dd078f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReactionKind = "CHEER" | "LAUGH" | "LIKE" | "SAD" | "WOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReactionBar_reactions$data = {
  readonly counts: ReadonlyArray<{
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
  "argumentDefinitions": [],
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
  ],
  "type": "ReactionSummary",
  "abstractKey": null
};

(node as any).hash = "68d87359018ddce7078bac52ef7a484c";

export default node;
