/**
 * @generated SignedSource<<560b27542f7229bfbd63338f4e14b0b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JoinDialog_club$data = {
  readonly fandomName: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "JoinDialog_club";
};
export type JoinDialog_club$key = {
  readonly " $data"?: JoinDialog_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"JoinDialog_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JoinDialog_club",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fandomName",
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "01e83b3bd0d3920b644bb4649bd94c23";

export default node;
