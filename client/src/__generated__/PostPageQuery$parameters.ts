/**
 * @generated SignedSource<<dd6d6c146c6f8add4c5a70fd933bbd2f>>
 * @relayHash a1f9e55d98df142a92b6755710da0d87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1f9e55d98df142a92b6755710da0d87

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PostPageQuery } from './PostPageQuery.graphql';

const node: PreloadableConcreteRequest<PostPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a1f9e55d98df142a92b6755710da0d87",
    "metadata": {},
    "name": "PostPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
