/**
 * @generated SignedSource<<c472ea34cf647908ebb43130c319bd76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReactionKind = "CHEER" | "LAUGH" | "LIKE" | "SAD" | "WOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReactionBarCompact_reactions$data = {
  readonly id: string;
  readonly total: number;
  readonly viewerReaction: ReactionKind | null | undefined;
  readonly " $fragmentType": "ReactionBarCompact_reactions";
};
export type ReactionBarCompact_reactions$key = {
  readonly " $data"?: ReactionBarCompact_reactions$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReactionBarCompact_reactions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReactionBarCompact_reactions",
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

(node as any).hash = "83e72ae812c95a4b87ca4ba7fa6725c2";

export default node;
