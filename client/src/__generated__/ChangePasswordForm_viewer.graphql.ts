/**
 * @generated SignedSource<<a7ada21765735022b0c9be3f4d0b9743>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangePasswordForm_viewer$data = {
  readonly email: string | null | undefined;
  readonly hasPassword: boolean | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ChangePasswordForm_viewer";
};
export type ChangePasswordForm_viewer$key = {
  readonly " $data"?: ChangePasswordForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangePasswordForm_viewer",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e85122cba2d4f01d7b6f3da346282146";

export default node;
