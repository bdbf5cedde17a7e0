/**
 * @generated SignedSource<<623a05d2e890a79982382a972dbbd839>>
 * @relayHash 12b8ae887d3153eb6c7ebe1dcf6d8692
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12b8ae887d3153eb6c7ebe1dcf6d8692

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "12b8ae887d3153eb6c7ebe1dcf6d8692",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
