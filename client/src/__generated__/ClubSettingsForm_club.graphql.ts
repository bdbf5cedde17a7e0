/**
 * @generated SignedSource<<d69b771b5ea491ac1c4c559272227a47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubSettingsForm_club$data = {
  readonly bannerUrl: string | null | undefined;
  readonly fandomName: string | null | undefined;
  readonly iconUrl: string | null | undefined;
  readonly id: string;
  readonly introduction: string;
  readonly links: ReadonlyArray<{
    readonly label: string;
    readonly url: string;
  }>;
  readonly name: string;
  readonly themeColor: string;
  readonly " $fragmentType": "ClubSettingsForm_club";
};
export type ClubSettingsForm_club$key = {
  readonly " $data"?: ClubSettingsForm_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubSettingsForm_club">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubSettingsForm_club",
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
      "name": "introduction",
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
      "name": "themeColor",
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
      "concreteType": "ClubLink",
      "kind": "LinkedField",
      "name": "links",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Club",
  "abstractKey": null
};

(node as any).hash = "b31f059ceab758beed818521cac8ac8b";

export default node;
