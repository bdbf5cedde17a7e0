/**
 * @generated SignedSource<<e236d42388259dd77f5df5cab1f7769a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivateClubBanner_club$data = {
  readonly id: string;
  readonly isPublic: boolean;
  readonly name: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "PrivateClubBanner_club";
};
export type PrivateClubBanner_club$key = {
  readonly " $data"?: PrivateClubBanner_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivateClubBanner_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivateClubBanner_club",
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
      "name": "isPublic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "26ddefaeece74a01999951208d7e9f99";

export default node;
