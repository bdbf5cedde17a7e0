/**
 * @generated SignedSource<<37b4dc4c4574908b81085cebcce37bf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubAnniversaryNotices_club$data = {
  readonly anniversaryNotices: boolean | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ClubAnniversaryNotices_club";
};
export type ClubAnniversaryNotices_club$key = {
  readonly " $data"?: ClubAnniversaryNotices_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubAnniversaryNotices_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubAnniversaryNotices_club",
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
      "name": "anniversaryNotices",
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "83485a39d409263d6c871ad106df82d3";

export default node;
