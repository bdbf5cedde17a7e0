/**
 * @generated SignedSource<<c408babac5d91e0bdf2246168d23d664>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClubNotificationSettingsRow_membership$data = {
  readonly club: {
    readonly iconUrl: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly themeColor: string;
    readonly uri: string;
  };
  readonly id: string;
  readonly notifyNotices: boolean | null | undefined;
  readonly notifyPosts: boolean | null | undefined;
  readonly " $fragmentType": "ClubNotificationSettingsRow_membership";
};
export type ClubNotificationSettingsRow_membership$key = {
  readonly " $data"?: ClubNotificationSettingsRow_membership$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClubNotificationSettingsRow_membership">;
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
  "name": "ClubNotificationSettingsRow_membership",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notifyPosts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notifyNotices",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Club",
      "kind": "LinkedField",
      "name": "club",
      "plural": false,
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
          "name": "iconUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "themeColor",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClubMembership",
  "abstractKey": null
};
})();

(node as any).hash = "8fb15b7bb8782fa5f86aace6e734cd41";

export default node;
