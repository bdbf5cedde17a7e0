/**
 * @generated SignedSource<<e4ddd829db1f8f19a7b5ffacce14c67a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeClubs_query$data = {
  readonly suggestedClubs: ReadonlyArray<{
    readonly iconUrl: string | null | undefined;
    readonly id: string;
    readonly memberCount: number;
    readonly name: string;
    readonly themeColor: string;
    readonly uri: string;
    readonly " $fragmentSpreads": FragmentRefs<"ClubCard_club">;
  }>;
  readonly " $fragmentType": "HomeClubs_query";
};
export type HomeClubs_query$key = {
  readonly " $data"?: HomeClubs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeClubs_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 6,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeClubs_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "count"
        }
      ],
      "concreteType": "Club",
      "kind": "LinkedField",
      "name": "suggestedClubs",
      "plural": true,
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
          "name": "memberCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ClubCard_club"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "099dbe8d346db081ebfca79afd051867";

export default node;
