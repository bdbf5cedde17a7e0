/**
 * @generated SignedSource<<c908afddde3dae08b0ceb37f25e1322e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostEditor_post$data = {
  readonly content: ReadonlyArray<{
    readonly __typename: "AttachmentBlock";
    readonly byteSize: number;
    readonly fileId: string;
    readonly mimeType: string;
    readonly name: string;
    readonly url: string;
  } | {
    readonly __typename: "EmbedBlock";
    readonly url: string;
  } | {
    readonly __typename: "ImageBlock";
    readonly alt: string | null | undefined;
    readonly fileId: string;
    readonly height: number | null | undefined;
    readonly url: string;
    readonly width: number | null | undefined;
  } | {
    readonly __typename: "MediaBlock";
    readonly fileId: string;
    readonly mimeType: string;
    readonly name: string;
    readonly url: string;
  } | {
    readonly __typename: "ParagraphBlock";
    readonly spans: ReadonlyArray<{
      readonly bold: boolean;
      readonly href: string | null | undefined;
      readonly italic: boolean;
      readonly text: string;
    }>;
  } | {
    readonly __typename: "SubscriberOnlyBlock";
    readonly blocks: ReadonlyArray<{
      readonly __typename: "AttachmentBlock";
      readonly byteSize: number;
      readonly fileId: string;
      readonly mimeType: string;
      readonly name: string;
      readonly url: string;
    } | {
      readonly __typename: "EmbedBlock";
      readonly url: string;
    } | {
      readonly __typename: "ImageBlock";
      readonly alt: string | null | undefined;
      readonly fileId: string;
      readonly height: number | null | undefined;
      readonly url: string;
      readonly width: number | null | undefined;
    } | {
      readonly __typename: "MediaBlock";
      readonly fileId: string;
      readonly mimeType: string;
      readonly name: string;
      readonly url: string;
    } | {
      readonly __typename: "ParagraphBlock";
      readonly spans: ReadonlyArray<{
        readonly bold: boolean;
        readonly href: string | null | undefined;
        readonly italic: boolean;
        readonly text: string;
      }>;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  }>;
  readonly id: string;
  readonly isNotice: boolean;
  readonly isOwnerOnly: boolean;
  readonly isSubscriberOnly: boolean;
  readonly requiredPlan: {
    readonly id: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PostEditor_post";
};
export type PostEditor_post$key = {
  readonly " $data"?: PostEditor_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostEditor_post">;
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
  "name": "__typename",
  "storageKey": null
},
v2 = {
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mimeType",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "type": "MediaBlock",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "EmbedBlock",
  "abstractKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "type": "AttachmentBlock",
  "abstractKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostEditor_post",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNotice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSubscriberOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwnerOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "requiredPlan",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "content",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v5/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "blocks",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v5/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "type": "SubscriberOnlyBlock",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "db0b778d72949706446d3a9699a6ec5a";

export default node;
