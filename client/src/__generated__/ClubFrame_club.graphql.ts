/**
 * @generated SignedSource<<f754c5765eeeb9f09a832f0263c1c6e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubFrame_club$data = {
  readonly iconUrl: string | null | undefined;
  readonly name: string;
  readonly themeColor: string;
  readonly uri: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "ClubFrame_club";
};
export type ClubFrame_club$key = {
  readonly " $data"?: ClubFrame_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubFrame_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubFrame_club",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uri",
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
      "name": "iconUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "themeColor",
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

(node as any).hash = "c7341ebde99a4b017daaa8404a65c2b4";

export default node;
