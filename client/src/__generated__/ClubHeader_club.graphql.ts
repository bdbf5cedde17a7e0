/**
 * @generated SignedSource<<4c7cc2961a33a03b0d241bcdd4ed3948>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubHeader_club$data = {
  readonly bannerUrl: string | null | undefined;
  readonly fandomName: string | null | undefined;
  readonly iconUrl: string | null | undefined;
  readonly id: string;
  readonly introduction: string;
  readonly links: ReadonlyArray<{
    readonly label: string;
    readonly url: string;
  }>;
  readonly memberCount: number;
  readonly name: string;
  readonly owner: {
    readonly nickname: string;
  };
  readonly themeColor: string;
  readonly uri: string;
  readonly viewerCanEdit: boolean;
  readonly viewerCanJoin: boolean;
  readonly viewerCanPost: boolean;
  readonly viewerIsOwner: boolean;
  readonly viewerMembership: {
    readonly id: string;
    readonly nickname: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"JoinDialog_club">;
  readonly " $fragmentType": "ClubHeader_club";
};
export type ClubHeader_club$key = {
  readonly " $data"?: ClubHeader_club$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubHeader_club">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nickname",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClubHeader_club",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanJoin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanPost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClubMembership",
      "kind": "LinkedField",
      "name": "viewerMembership",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "JoinDialog_club"
    }
  ],
  "type": "Club",
  "abstractKey": null
};
})();

(node as any).hash = "1ddf1c6ba7123c20589a2247ca391c2e";

export default node;
