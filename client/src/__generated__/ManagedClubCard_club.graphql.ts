/**
 * @generated SignedSource<<a54d4eb02e7aaf8e01f34d18f7b4e0b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagedClubCard_club$data = {
  readonly bannerUrl: string | null | undefined;
  readonly fandomName: string | null | undefined;
  readonly iconUrl: string | null | undefined;
  readonly isPublic: boolean;
  readonly memberCount: number;
  readonly name: string;
  readonly themeColor: string;
  readonly uri: string;
  readonly " $fragmentType": "ManagedClubCard_club";
};
export type ManagedClubCard_club$key = {
  readonly " $data"?: ManagedClubCard_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagedClubCard_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagedClubCard_club",
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
      "name": "isPublic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
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

(node as any).hash = "17df4adac3f1ad02c0e64bc1e7425e65";

export default node;
