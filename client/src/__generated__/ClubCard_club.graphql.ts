/**
 * @generated SignedSource<<f70d1dd610dcff2c5151108626dd269f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubCard_club$data = {
  readonly bannerUrl: string | null | undefined;
  readonly fandomName: string | null | undefined;
  readonly iconUrl: string | null | undefined;
  readonly memberCount: number;
  readonly name: string;
  readonly themeColor: string;
  readonly uri: string;
  readonly " $fragmentType": "ClubCard_club";
};
export type ClubCard_club$key = {
  readonly " $data"?: ClubCard_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubCard_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubCard_club",
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
      "name": "fandomName",
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
      "name": "bannerUrl",
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
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "5b7a91c15b709fe13ceeae4c4cf58aaa";

export default node;
