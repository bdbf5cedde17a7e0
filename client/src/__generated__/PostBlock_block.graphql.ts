/**
 * @generated SignedSource<<d9dfbfd23ec8bd802ef731d90fe3f1b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmbedProvider = "TWITCH" | "X" | "YOUTUBE" | "%future added value";
export type MediaKind = "AUDIO" | "VIDEO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PostBlock_block$data = {
  readonly __typename: "AttachmentBlock";
  readonly byteSize: number;
  readonly mimeType: string;
  readonly name: string;
  readonly url: string;
  readonly " $fragmentType": "PostBlock_block";
} | {
  readonly __typename: "EmbedBlock";
  readonly embedUrl: string | null | undefined;
  readonly provider: EmbedProvider;
  readonly url: string;
  readonly " $fragmentType": "PostBlock_block";
} | {
  readonly __typename: "ImageBlock";
  readonly alt: string | null | undefined;
  readonly height: number | null | undefined;
  readonly url: string;
  readonly width: number | null | undefined;
  readonly " $fragmentType": "PostBlock_block";
} | {
  readonly __typename: "MediaBlock";
  readonly kind: MediaKind;
  readonly mimeType: string;
  readonly name: string;
  readonly url: string;
  readonly " $fragmentType": "PostBlock_block";
} | {
  readonly __typename: "ParagraphBlock";
  readonly spans: ReadonlyArray<{
    readonly bold: boolean;
    readonly href: string | null | undefined;
    readonly italic: boolean;
    readonly text: string;
  }>;
  readonly " $fragmentType": "PostBlock_block";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "PostBlock_block";
};
export type PostBlock_block$key = {
  readonly " $data"?: PostBlock_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostBlock_block">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mimeType",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostBlock_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TextSpan",
          "kind": "LinkedField",
          "name": "spans",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bold",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "italic",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "href",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ParagraphBlock",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "type": "ImageBlock",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "type": "MediaBlock",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedUrl",
          "storageKey": null
        }
      ],
      "type": "EmbedBlock",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "byteSize",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "type": "AttachmentBlock",
      "abstractKey": null
    }
  ],
  "type": "PostBlock",
  "abstractKey": "__isPostBlock"
};
})();

(node as any).hash = "9c97d4d14b57b81f93a6d128324c18b1";

export default node;
