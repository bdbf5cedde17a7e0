/**
 * @generated SignedSource<<b256921ad403afd6ddd8fb89e96197e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReactionKind = "CHEER" | "LAUGH" | "LIKE" | "SAD" | "WOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReactionBar_reactions$data = {
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
    }
  ],
  "type": "ReactionSummary",
  "abstractKey": null
};

(node as any).hash = "0ef11998e5ed1efec6f28b490492a140";

export default node;
