/**
 * @generated SignedSource<<1c0d54155d44ad9ba68c5481e87ce841>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubPlansEditor_club$data = {
  readonly allPlans: ReadonlyArray<{
    readonly benefits: ReadonlyArray<string>;
    readonly id: string;
    readonly isArchived: boolean;
    readonly level: number;
    readonly monthlyPrice: number;
    readonly name: string;
    readonly position: number;
    readonly subscriberCount: number | null | undefined;
  }>;
  readonly id: string;
  readonly " $fragmentType": "ClubPlansEditor_club";
};
export type ClubPlansEditor_club$key = {
  readonly " $data"?: ClubPlansEditor_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubPlansEditor_club">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubPlansEditor_club",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": "allPlans",
      "args": [
        {
          "kind": "Literal",
          "name": "includeArchived",
          "value": true
        }
      ],
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plans",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "monthlyPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "benefits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isArchived",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscriberCount",
          "storageKey": null
        }
      ],
      "storageKey": "plans(includeArchived:true)"
    }
  ],
  "type": "Club",
  "abstractKey": null
};
})();

(node as any).hash = "64667c3d294ec24e6ec7da7412248546";

export default node;
